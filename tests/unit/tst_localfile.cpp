// Reading a file the user named: a FIFO, a device behind a symbolic link, a folder and a huge
// sparse file are each refused at once, with a sentence that says why, before a byte is read;
// the console's own files are kept for their owner's eyes only.
#include "kube/localfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

class TestLocalFile : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void readsARegularFile()
    {
        const QString path = m_dir.filePath(u"plain.yaml"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("kind: VMRayCluster\n");
        f.close();
        QString error;
        QCOMPARE(readLocalFile(path, 1024, &error).value_or("unread"), "kind: VMRayCluster\n");
        // And through a link to it.
        const QString link = m_dir.filePath(u"link.yaml"_s);
        QVERIFY(QFile::link(path, link));
        QCOMPARE(readLocalFile(link, 1024, &error).value_or("unread"), "kind: VMRayCluster\n");
    }

    void refusesWhatIsNoRegularFile_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("says");
        QTest::addRow("symbolic link to /dev/zero") << u"zero"_s << u"is a device"_s;
        QTest::addRow("FIFO without a writer") << u"fifo"_s << u"is a pipe (FIFO)"_s;
        QTest::addRow("folder") << u"folder"_s << u"is a folder"_s;
        QTest::addRow("sparse file of 500 MB") << u"sparse"_s << u"is larger than 1 MiB"_s;
        QTest::addRow("missing") << u"missing"_s << u"cannot be read: No such file"_s;
    }

    void refusesWhatIsNoRegularFile()
    {
        QFETCH(QString, kind);
        QFETCH(QString, says);
        const QString path = m_dir.filePath(kind);
        if (kind == u"zero"_s) {
            QVERIFY(QFile::link(u"/dev/zero"_s, path));
        } else if (kind == u"fifo"_s) {
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (kind == u"folder"_s) {
            QVERIFY(QDir().mkpath(path));
        } else if (kind == u"sparse"_s) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(500LL * 1024 * 1024)); // no blocks: only its size is large
        }
        // A FIFO would block the read for ever and /dev/zero never end: returning is the test.
        QString error;
        QVERIFY(!readLocalFile(path, 1024 * 1024, &error));
        QVERIFY2(error.startsWith(path) && error.contains(says), qPrintable(error));
    }

    void keepsTheConsolesFilesPrivate()
    {
        const QString folder = m_dir.filePath(u"config/vmray-console"_s);
        const QString file = folder + u"/vmray-console.conf"_s;
        QVERIFY(keepPrivate(file));
        QCOMPARE(QFileInfo(file).permissions() & 0x7077, QFile::ReadOwner | QFile::WriteOwner);
        QCOMPARE(QFileInfo(folder).permissions() & 0x7077,
            QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        // A file left readable by an earlier version is made private.
        QVERIFY(QFile::setPermissions(
            file, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther));
        QVERIFY(keepPrivate(file));
        QCOMPARE(QFileInfo(file).permissions() & 0x7077, QFile::ReadOwner | QFile::WriteOwner);
    }
};

QTEST_GUILESS_MAIN(TestLocalFile)
#include "tst_localfile.moc"
