// Cluster YAML files in the wizard: opening a resource or a `ray up` config for review, saving
// the reviewed YAML, and exporting it as a `ray up` config.
#pragma once

#include "ray/clusterspec.h"

#include <QCoreApplication>

#include <optional>

class QWidget;

namespace vmray {

class ClusterFile
{
    Q_DECLARE_TR_FUNCTIONS(ClusterFile)

public:
    // The file read: the YAML the review starts with, and what to say about a converted file.
    struct Opened
    {
        ray::ParsedSpec parsed;
        // A resource opens as written, comments and all; a `ray up` config as the resource it
        // makes.
        QString reviewText;
        QString note;
        bool noteIsProblem = false;
    };

    // nullopt, after saying why, when yaml is not a cluster resource or `ray up` config at all.
    static std::optional<Opened> open(
        QWidget *parent, const QByteArray &yaml, const QString &fileName);
    // Asks where; says so when the file cannot be written.
    static void saveYaml(QWidget *parent, const ray::ParsedSpec &parsed, const QString &yaml);
    static void exportRayUp(QWidget *parent, const ray::ParsedSpec &parsed);
};

} // namespace vmray
