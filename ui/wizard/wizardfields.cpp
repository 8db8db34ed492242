// Small helpers the wizard's pages share.
#include "wizardfields.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHash>
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

QString fieldLabel(const QString &field, const QString &headNodeType)
{
    const auto translated = [](const char *text) {
        return QCoreApplication::translate("ClusterWizard", text);
    };
    static const QString common = u"spec.common_node_config."_s;
    static const QHash<QString, const char *> labels {
        { u"metadata.name"_s, QT_TRANSLATE_NOOP("ClusterWizard", "Name") },
        { u"metadata.namespace"_s, QT_TRANSLATE_NOOP("ClusterWizard", "Namespace") },
        { u"spec.api_server.location"_s, QT_TRANSLATE_NOOP("ClusterWizard", "API server") },
        { u"spec.api_server.ca_cert"_s, QT_TRANSLATE_NOOP("ClusterWizard", "CA certificate") },
        { u"spec.ray_docker_image"_s, QT_TRANSLATE_NOOP("ClusterWizard", "Ray image") },
        { u"spec.head_node.port"_s, QT_TRANSLATE_NOOP("ClusterWizard", "Head port") },
        { u"spec.head_node.node_type"_s, QT_TRANSLATE_NOOP("ClusterWizard", "Head node type") },
        { common + u"vm_image"_s, QT_TRANSLATE_NOOP("ClusterWizard", "VM image") },
        { common + u"storage_class"_s, QT_TRANSLATE_NOOP("ClusterWizard", "Storage class") },
        { common + u"vm_user"_s, QT_TRANSLATE_NOOP("ClusterWizard", "VM user") },
        { common + u"vm_password_salt_hash"_s, QT_TRANSLATE_NOOP("ClusterWizard", "VM password") },
        { common + u"max_workers"_s, QT_TRANSLATE_NOOP("ClusterWizard", "Maximum total workers") },
        { common + u"idle_timeout_minutes"_s,
            QT_TRANSLATE_NOOP("ClusterWizard", "Remove idle workers after") },
        { common + u"network"_s, QT_TRANSLATE_NOOP("ClusterWizard", "Network") },
        { u"spec.docker_config"_s, QT_TRANSLATE_NOOP("ClusterWizard", "Registry") },
    };
    if (const auto it = labels.constFind(field); it != labels.cend())
        return translated(*it);
    // A node type's field: which node type, then the column's label.
    static const QString types = common + u"available_node_types."_s;
    if (field.startsWith(types)) {
        static const QHash<QString, const char *> columns {
            { u"vm_class"_s, QT_TRANSLATE_NOOP("ClusterWizard", "VM class") },
            { u"min_workers"_s, QT_TRANSLATE_NOOP("ClusterWizard", "Min") },
            { u"max_workers"_s, QT_TRANSLATE_NOOP("ClusterWizard", "Max") },
            { u"resources.cpu"_s, QT_TRANSLATE_NOOP("ClusterWizard", "CPUs for Ray") },
            { u"resources.gpu"_s, QT_TRANSLATE_NOOP("ClusterWizard", "GPUs for Ray") },
            { u"resources.memory"_s, QT_TRANSLATE_NOOP("ClusterWizard", "Memory for Ray") },
        };
        // Node type names hold dots themselves (ray.worker.default): the key is found at the end.
        const QString rest = field.mid(types.size());
        QString type = rest;
        const char *column = nullptr;
        for (auto it = columns.cbegin(); it != columns.cend(); ++it) {
            if (rest.endsWith(u'.' + it.key())) {
                type = rest.chopped(it.key().size() + 1);
                column = it.value();
                break;
            }
        }
        const QString owner = type == headNodeType
            ? QCoreApplication::translate("ClusterWizard", "Head node")
            : QCoreApplication::translate("ClusterWizard", "Worker node type %1").arg(type);
        return column ? owner + u", "_s + translated(column) : owner;
    }
    return field.section(u'.', -1); // a key the form has no field for
}

QString problemLine(const ray::SpecProblem &p)
{
    const QString mark = p.severity == ray::SpecProblem::Severity::Error ? u"✖"_s : u"⚠"_s;
    const QString where = p.field.isEmpty() ? QString() : p.field.section(u'.', -1) + u": "_s;
    return u"%1 %2%3"_s.arg(mark, where, p.message);
}

QString formProblemLine(const ray::SpecProblem &p, const QString &headNodeType)
{
    const QString mark = p.severity == ray::SpecProblem::Severity::Error ? u"✖"_s : u"⚠"_s;
    const QString where =
        p.field.isEmpty() ? QString() : fieldLabel(p.field, headNodeType) + u": "_s;
    return u"%1 %2%3"_s.arg(mark, where, p.message);
}

bool hasErrors(const QList<ray::SpecProblem> &problems)
{
    return std::any_of(problems.cbegin(), problems.cend(), [](const ray::SpecProblem &p) {
        return p.severity == ray::SpecProblem::Severity::Error;
    });
}

} // namespace vmray::wizard
