#include "presentation.h"

#include "phrasewords.h"
#include "presentationmarks.h"

#include <QAbstractProxyModel>
#include <QApplication>
#include <QDateTime>
#include <QLocale>
#include <QPalette>

namespace vmray {

PresentationProxy::PresentationProxy(QHash<int, QString> headers, QObject *parent)
    : QIdentityProxyModel(parent)
    , m_headers(std::move(headers))
{}

QVariant PresentationProxy::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole) {
        const auto words = m_headers.constFind(section);
        if (words != m_headers.cend())
            return *words;
    }
    return QIdentityProxyModel::headerData(section, orientation, role);
}

void PresentationProxy::setStale(bool stale)
{
    if (m_stale == stale)
        return;
    m_stale = stale;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0),
            index(rowCount() - 1, columnCount() - 1),
            { Qt::ForegroundRole, Qt::DecorationRole });
}

void markStale(QAbstractItemModel *model, bool stale)
{
    while (model) {
        if (auto *presentation = qobject_cast<PresentationProxy *>(model)) {
            presentation->setStale(stale);
            return;
        }
        const auto *proxy = qobject_cast<QAbstractProxyModel *>(model);
        model = proxy ? proxy->sourceModel() : nullptr;
    }
}

void PresentationProxy::setSourceModel(QAbstractItemModel *source)
{
    m_table = qobject_cast<QAbstractTableModel *>(source);
    QIdentityProxyModel::setSourceModel(source);
}

QModelIndex PresentationProxy::index(int row, int column, const QModelIndex &parent) const
{
    if (!m_table)
        return QIdentityProxyModel::index(row, column, parent);
    // As QAbstractTableModel makes its own: no parent, no internal pointer.
    return hasIndex(row, column, parent) ? createIndex(row, column) : QModelIndex();
}

int PresentationProxy::rowCount(const QModelIndex &parent) const
{
    if (!m_table)
        return QIdentityProxyModel::rowCount(parent);
    return parent.isValid() ? 0 : m_table->rowCount();
}

int PresentationProxy::columnCount(const QModelIndex &parent) const
{
    if (!m_table)
        return QIdentityProxyModel::columnCount(parent);
    return parent.isValid() ? 0 : m_table->columnCount();
}

QModelIndex PresentationProxy::parent(const QModelIndex &child) const
{
    return m_table ? QModelIndex() : QIdentityProxyModel::parent(child);
}

QVariant PresentationProxy::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return QIdentityProxyModel::data(index, role);
    const auto cell = [this, &index](int r) {
        // Not value_or: its fallback would read the source for every cell, worded or not.
        std::optional<QVariant> worded = present(index, r);
        return worded ? *std::move(worded) : QIdentityProxyModel::data(index, r);
    };
    if (m_stale) {
        if (role == Qt::ForegroundRole)
            return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
        if (role == Qt::DecorationRole) {
            // The same mark, greyed: its shape still says which state was last known.
            QVariant mark = cell(role);
            if (mark.canConvert<QIcon>() && !mark.value<QIcon>().isNull())
                return mark.value<QIcon>().pixmap(QSize(16, 16), QIcon::Disabled);
            return mark;
        }
    }
    QVariant value = cell(role);
    // A model's sentence is a phrase: worded here, in the language chosen now.
    if (value.metaType() == QMetaType::fromType<Phrase>())
        return wordsOf(value.value<Phrase>());
    return value;
}

std::optional<QVariant> PresentationProxy::ageCell(const QVariant &since, int role)
{
    if (role == Qt::DisplayRole)
        return ageText(since.toDateTime(), QDateTime::currentDateTimeUtc());
    if (role == Qt::ToolTipRole)
        return QLocale().toString(since.toDateTime().toLocalTime(), QLocale::LongFormat);
    return std::nullopt;
}

std::optional<QVariant> PresentationProxy::clockCell(const QVariant &time, int role)
{
    if (role == Qt::DisplayRole)
        return marks::clockText(time.toDateTime());
    if (role == Qt::ToolTipRole)
        return marks::longTimeText(time.toDateTime());
    return std::nullopt;
}

std::optional<QVariant> PresentationProxy::nodeRoleCell(const QVariant &role, int itemRole)
{
    if (itemRole == Qt::DisplayRole)
        return role.isValid() ? nodeRoleText(role.toInt()) : QString(); // no Ray node
    return std::nullopt;
}

std::optional<QVariant> PresentationProxy::powerCell(const QVariant &power, int role)
{
    if (role == Qt::DisplayRole)
        return powerText(power.toInt());
    return std::nullopt;
}

} // namespace vmray
