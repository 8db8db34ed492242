#include "localfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace vmray {

namespace {
struct LocalFileText
{
    Q_DECLARE_TR_FUNCTIONS(LocalFile)
};

QString sizeText(qint64 bytes)
{
    if (bytes >= 1024 * 1024)
        return LocalFileText::tr("%1 MiB").arg(bytes / (1024 * 1024));
    if (bytes >= 1024)
        return LocalFileText::tr("%1 KiB").arg(bytes / 1024);
    return LocalFileText::tr("%n byte(s)", nullptr, int(bytes));
}

// Why a file of this type is not read, or an empty string for a regular file.
QString notRegular(const QString &path, mode_t mode)
{
    if (S_ISREG(mode))
        return {};
    if (S_ISDIR(mode))
        return LocalFileText::tr("%1 is a folder, not a file.").arg(path);
    if (S_ISFIFO(mode))
        return LocalFileText::tr(
            "%1 is a pipe (FIFO), not a regular file; the console reads only regular "
            "files.")
            .arg(path);
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return LocalFileText::tr(
            "%1 is a device, not a regular file; the console reads only regular "
            "files.")
            .arg(path);
    return LocalFileText::tr("%1 is not a regular file; the console reads only regular files.")
        .arg(path);
}

QString tooLarge(const QString &path, qint64 maxBytes)
{
    return LocalFileText::tr("%1 is larger than %2; it is not read.").arg(path, sizeText(maxBytes));
}

// Closes the descriptor on every way out.
struct Descriptor
{
    int fd = -1;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};
} // namespace

std::optional<QByteArray> readLocalFile(const QString &path, qint64 maxBytes, QString *error)
{
    const QByteArray name = QFile::encodeName(path);
    const auto failed = [&](const QString &why) {
        *error = why;
        return std::nullopt;
    };
    if (path.isEmpty())
        return failed(LocalFileText::tr("No file is named."));
    // A first look without opening: opening some devices already does something.
    struct stat seen = {};
    if (::stat(name.constData(), &seen) == 0) {
        if (const QString why = notRegular(path, seen.st_mode); !why.isEmpty())
            return failed(why);
    }
    // Not blocking: opening a FIFO for reading would otherwise wait for a writer.
    Descriptor file;
    file.fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (file.fd < 0)
        return failed(LocalFileText::tr("%1 cannot be read: %2.")
                          .arg(path, QString::fromLocal8Bit(std::strerror(errno))));
    // What was opened decides, not what the path named a moment ago.
    struct stat opened = {};
    if (::fstat(file.fd, &opened) != 0)
        return failed(LocalFileText::tr("%1 cannot be read: %2.")
                          .arg(path, QString::fromLocal8Bit(std::strerror(errno))));
    if (const QString why = notRegular(path, opened.st_mode); !why.isEmpty())
        return failed(why);
    if (opened.st_size > maxBytes)
        return failed(tooLarge(path, maxBytes));
    // The file may grow while it is read: reading stops one byte past the limit.
    QByteArray bytes;
    bytes.resize(qsizetype(std::min<qint64>(opened.st_size, maxBytes)) + 1);
    qsizetype filled = 0;
    for (;;) {
        if (filled == bytes.size()) {
            if (filled > maxBytes)
                return failed(tooLarge(path, maxBytes));
            bytes.resize(qsizetype(std::min<qint64>(qint64(filled) * 2, maxBytes + 1)));
        }
        const ssize_t n = ::read(file.fd, bytes.data() + filled, size_t(bytes.size() - filled));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return failed(LocalFileText::tr("%1 cannot be read: %2.")
                              .arg(path, QString::fromLocal8Bit(std::strerror(errno))));
        if (n == 0)
            break;
        filled += n;
    }
    if (filled > maxBytes)
        return failed(tooLarge(path, maxBytes));
    bytes.truncate(filled);
    return bytes;
}

bool keepPrivate(const QString &path)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QFileInfo::exists(folder)) {
        if (!QDir().mkpath(folder))
            return false;
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    const QByteArray name = QFile::encodeName(path);
    // Created with the mode it keeps, so it is never readable by others, not even for a moment.
    const int fd =
        ::open(name.constData(), O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0600);
    if (fd < 0)
        return false;
    const bool regular = [fd] {
        struct stat st = {};
        return ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
    }();
    const bool made = regular && ::fchmod(fd, 0600) == 0;
    ::close(fd);
    return made;
}

} // namespace vmray
