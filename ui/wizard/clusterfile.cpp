// Cluster YAML files in the wizard: open, save, export.
#include "clusterfile.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace vmray {

std::optional<ClusterFile::Opened> ClusterFile::open(
    QWidget *parent, const QByteArray &yaml, const QString &fileName)
{
    Opened opened;
    opened.parsed = ray::parseClusterYaml(yaml);
    const ray::ParsedSpec &parsed = opened.parsed;
    const bool rayUp = parsed.fromRayUp;
    if (parsed.spec.name.isEmpty() && parsed.hasErrors() && parsed.spec.nodeTypes.isEmpty()) {
        QStringList lines;
        for (const ray::SpecProblem &p : parsed.problems)
            lines.append(p.line > 0 ? tr("Line %1: %2").arg(p.line).arg(p.message) : p.message);
        QMessageBox::warning(parent,
            tr("Cannot Open Cluster YAML"),
            tr("%1 is not a Ray cluster resource or ray up config.\n\n%2")
                .arg(fileName.isEmpty() ? tr("The file") : fileName, lines.join(u'\n')));
        return std::nullopt;
    }
    opened.reviewText =
        rayUp ? QString::fromUtf8(ray::toClusterResource(parsed.spec)) : QString::fromUtf8(yaml);
    if (rayUp) {
        QStringList notes;
        for (const ray::SpecProblem &p : parsed.problems)
            notes.append(p.line > 0 ? tr("line %1: %2").arg(p.line).arg(p.message) : p.message);
        opened.note = notes.isEmpty()
            ? tr("Converted from a ray up config.")
            : tr("Converted from a ray up config. Notes on the original file: %1")
                  .arg(notes.join(u"; "_s));
        opened.noteIsProblem = !notes.isEmpty();
    }
    return opened;
}

void ClusterFile::saveYaml(QWidget *parent, const ray::ParsedSpec &parsed, const QString &yaml)
{
    const QString file = QFileDialog::getSaveFileName(parent,
        tr("Save Cluster YAML"),
        (parsed.spec.name.isEmpty() ? u"ray-cluster"_s : parsed.spec.name) + u".yaml"_s,
        tr("YAML files (*.yaml *.yml)"));
    if (file.isEmpty())
        return;
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(yaml.toUtf8()) < 0 || !out.commit()) {
        QMessageBox::warning(parent,
            tr("Cannot Save"),
            tr("Could not write %1: %2. The YAML is still here; choose another place.")
                .arg(file, out.errorString()));
    }
}

void ClusterFile::exportRayUp(QWidget *parent, const ray::ParsedSpec &parsed)
{
    if (parsed.hasErrors()) {
        QMessageBox::warning(parent,
            tr("Cannot Export"),
            tr("The YAML has errors; fix those listed first, then export."));
        return;
    }
    const QString file = QFileDialog::getSaveFileName(parent,
        tr("Export ray up Config"),
        (parsed.spec.name.isEmpty() ? u"ray-cluster"_s : parsed.spec.name) + u"-ray-up.yaml"_s,
        tr("YAML files (*.yaml *.yml)"));
    if (file.isEmpty())
        return;
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(ray::toRayUpConfig(parsed.spec)) < 0
        || !out.commit()) {
        QMessageBox::warning(parent,
            tr("Cannot Export"),
            tr("Could not write %1: %2.").arg(file, out.errorString()));
    }
}

} // namespace vmray
