// Small helpers the wizard's pages share.
#include "wizardfields.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QJsonArray>
#include <QSpinBox>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmray::wizard {

QString comboValue(const QComboBox *combo)
{
    const int i = combo->currentIndex();
    if (i >= 0 && combo->currentText() == combo->itemText(i)) {
        const QVariant data = combo->itemData(i);
        if (data.isValid())
            return data.toString();
    }
    return combo->currentText().trimmed();
}

void setComboValue(QComboBox *combo, const QString &value)
{
    const int i = combo->findData(value);
    if (i >= 0)
        combo->setCurrentIndex(i);
    else
        combo->setEditText(value);
}

void setUpChoiceCombo(QComboBox *combo)
{
    combo->setEditable(true); // a name can be typed when the list cannot be read
    combo->setInsertPolicy(QComboBox::NoInsert);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(28);
}

QComboBox *choiceCombo(const QString &objectName)
{
    auto *combo = new QComboBox;
    combo->setObjectName(objectName);
    setUpChoiceCombo(combo);
    return combo;
}

QSpinBox *spin(const QString &objectName, int min, int max, int value)
{
    auto *box = new QSpinBox;
    box->setObjectName(objectName);
    box->setRange(min, max);
    box->setValue(value);
    return box;
}

QString classText(const ray::VmClassInfo &c)
{
    return u"%1 (%2)"_s.arg(c.name, ray::vmClassSize(c));
}

QString imageText(const ray::VmImageInfo &i)
{
    QString os = i.osType;
    if (!i.osVersion.isEmpty())
        os += u' ' + i.osVersion;
    QString text = i.displayName.isEmpty() ? i.name : u"%1 — %2"_s.arg(i.displayName, i.name);
    if (!os.isEmpty())
        text += u" (%1)"_s.arg(os);
    if (i.clusterScoped)
        text += QCoreApplication::translate("ClusterWizard", " [cluster-wide]");
    return text;
}

QString networkNameOf(const QJsonObject &network)
{
    const QJsonArray interfaces = network.value(u"interfaces"_s).toArray();
    if (interfaces.size() != 1)
        return {};
    return interfaces.first().toObject().value(u"network"_s).toObject().value(u"name"_s).toString();
}

const ray::VmImageInfo *defaultImage(const QList<ray::VmImageInfo> &images)
{
    const ray::VmImageInfo *first = nullptr;
    for (const ray::VmImageInfo &i : images) {
        if (i.clusterScoped)
            continue;
        if (!first)
            first = &i;
        if (i.displayName.contains(u"ray"_s, Qt::CaseInsensitive))
            return &i;
    }
    return first;
}

QString defaultClass(const QList<ray::VmClassInfo> &classes)
{
    for (const ray::VmClassInfo &c : classes) {
        if (c.gpus == 0 && c.cpus >= 4 && static_cast<double>(c.memoryBytes) >= 16 * gib)
            return c.name;
    }
    return classes.isEmpty() ? QString() : classes.first().name;
}

QString problemLine(const ray::SpecProblem &p)
{
    const QString mark = p.severity == ray::SpecProblem::Severity::Error ? u"✖"_s : u"⚠"_s;
    const QString where = p.field.isEmpty() ? QString() : p.field.section(u'.', -1) + u": "_s;
    return u"%1 %2%3"_s.arg(mark, where, p.message);
}

bool hasErrors(const QList<ray::SpecProblem> &problems)
{
    return std::any_of(problems.cbegin(), problems.cend(), [](const ray::SpecProblem &p) {
        return p.severity == ray::SpecProblem::Severity::Error;
    });
}

} // namespace vmray::wizard
