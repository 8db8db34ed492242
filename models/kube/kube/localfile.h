// Reading a file the user named (a cluster YAML, a kubeconfig and the files it names, a CA
// file): only a regular file, and only one no larger than the caller's limit. A path may name a
// FIFO that blocks the reader for ever, a device that never ends (/dev/zero), or a file of
// hundreds of megabytes; each is refused before a byte is read, with a sentence that says why.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace vmray {

// The whole of `path` (symbolic links followed), or nullopt with `error` set: it does not exist
// or cannot be opened, is not a regular file, or holds more than `maxBytes`. The file is opened
// without blocking and judged by the descriptor read from, so it cannot be swapped for a pipe
// between the check and the read.
std::optional<QByteArray> readLocalFile(const QString &path, qint64 maxBytes, QString *error);

// Makes `path` a file only its owner may read and write (0600), creating it empty when missing,
// and its folder, when the console has to create that, one only its owner may enter (0700).
// For the console's own files (settings, the task log), which say which Supervisors a user
// works with and what was done there. False when the file cannot be made so.
bool keepPrivate(const QString &path);

} // namespace vmray
