// Small helpers the wizard's pages share: choice combos that also take a typed name, spin boxes,
// the default choices, and how a problem is written on a page.
#pragma once

#include "ray/clustercatalog.h"
#include "ray/clusterspec.h"

#include <QComboBox>
#include <QJsonObject>
#include <QString>

class QSpinBox;

namespace vmray::wizard {

inline const QString commonPath = QStringLiteral("spec.common_node_config.");
inline const QString defaultHeadType = QStringLiteral("ray.head.default");
constexpr int defaultHeadPort = 6379;
constexpr double gib = 1024.0 * 1024.0 * 1024.0;

// The chosen item's key, or the text typed when it is not one of the items.
QString comboValue(const QComboBox *combo);
void setComboValue(QComboBox *combo, const QString &value);
// An editable choice list: a name can be typed when the list cannot be read.
void setUpChoiceCombo(QComboBox *combo);
QComboBox *choiceCombo(const QString &objectName);
QSpinBox *spin(const QString &objectName, int min, int max, int value);

// Refills a choice combo from the Supervisor's list, keeping value (or what was typed) chosen.
template<typename Items, typename Text, typename Key>
void refillCombo(QComboBox *combo, const Items &items, Text text, Key key, QString value)
{
    if (value.isEmpty() && combo->currentIndex() < 0)
        value = combo->currentText().trimmed();
    combo->clear();
    for (const auto &item : items)
        combo->addItem(text(item), key(item));
    setComboValue(combo, value);
}

QString classText(const ray::VmClassInfo &c);
QString imageText(const ray::VmImageInfo &i);
QString networkNameOf(const QJsonObject &network);
// The default choices a VI admin would pick: a Ray image for the VMs, a general-purpose class.
const ray::VmImageInfo *defaultImage(const QList<ray::VmImageInfo> &images);
QString defaultClass(const QList<ray::VmClassInfo> &classes);

// The form's words for a field of the resource ("Worker node type gpu, Max"), where a problem
// is said; a key the form has no field for stays as it is.
QString fieldLabel(const QString &field, const QString &headNodeType);
// A problem as the YAML review lists it, by the resource's key.
QString problemLine(const ray::SpecProblem &p);
// A problem as a form page lists it, by the form's label.
QString formProblemLine(const ray::SpecProblem &p, const QString &headNodeType);
bool hasErrors(const QList<ray::SpecProblem> &problems);

} // namespace vmray::wizard
