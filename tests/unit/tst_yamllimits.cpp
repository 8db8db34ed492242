// The bounds on YAML before and after yaml-cpp reads it: nesting counted from the text in every
// form YAML nests (flow brackets, block indentation, compact sequences), sizes, and documents
// whose aliases nest or repeat them. Every YAML file the project holds stays within them.
#include "kube/yamllimits.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace Qt::Literals::StringLiterals;
using vmray::checkYamlDocument;
using vmray::checkYamlText;
using vmray::YamlLimits;

namespace {
QByteArray repeated(const QByteArray &part, int times, const QByteArray &end = {})
{
    QByteArray out;
    for (int i = 0; i < times; ++i)
        out += part;
    return out + end;
}

// A block mapping nested `depth` levels: "a:\n  a:\n    a: x".
QByteArray blockMaps(int depth)
{
    QByteArray out;
    for (int i = 0; i < depth; ++i)
        out += QByteArray(2 * i, ' ') + "a:\n";
    return out + QByteArray(2 * depth, ' ') + "x\n";
}
// "- a:\n  - a:\n    - a: x": sequences of maps, nested `depth` times.
QByteArray sequenceOfMaps(int depth)
{
    QByteArray out;
    for (int i = 0; i < depth; ++i)
        out += QByteArray(2 * i, ' ') + "- a:\n";
    return out;
}
} // namespace

class TestYamlLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusesDeepNesting_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<int>("line");
        QTest::newRow("flow sequences") << repeated("[", 200000) << 1;
        QTest::newRow("flow mappings") << repeated("{a: ", 100, "x") + repeated("}", 100) << 1;
        QTest::newRow("mixed flow over lines") << repeated("[{a:\n", 40) << 32;
        QTest::newRow("block indentation") << blockMaps(100) << 65;
        QTest::newRow("compact sequences") << "key:\n" + repeated("- ", 80, "x\n") << 2;
        QTest::newRow("sequence of maps") << sequenceOfMaps(70) << 64;
        QTest::newRow("after a document marker") << "--- " + repeated("[", 65) << 1;
    }
    void refusesDeepNesting()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(int, line);
        const auto refusal = checkYamlText(yaml);
        QVERIFY(refusal);
        QVERIFY2(refusal->message.contains(u"nested more than 64 levels"_s),
            qPrintable(refusal->message));
        QCOMPARE(refusal->line, line);
        QVERIFY(refusal->column > 0);
    }

    void acceptsNestingWithinTheLimit_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::newRow("flow") << repeated("[", 60) + repeated("]", 60);
        QTest::newRow("block") << blockMaps(60);
        // Brackets that open no collection do not count: in plain text, quotes, comments and
        // block scalars.
        QTest::newRow("plain text") << repeated("key: a[b{c\n", 100);
        QTest::newRow("quoted") << repeated("- \"[[[[[[[[[[\"\n- '{{{{''{{{{'\n", 20);
        QTest::newRow("comments") << repeated("a: 1 # [[[[[[[[[[[[\n", 20);
        QTest::newRow("block scalar") << "run: |\n"
                + repeated("  if [[ -f x ]]; then [ [ [ [ [ [ [ [ [ [\n", 20) + "next: 1\n";
        // Siblings and deeper lines that come back out do not add up.
        QTest::newRow("many siblings") << repeated("- [a, {b: [c]}]\n", 1000);
    }
    void acceptsNestingWithinTheLimit()
    {
        QFETCH(QByteArray, yaml);
        const auto refusal = checkYamlText(yaml);
        QVERIFY2(!refusal, refusal ? qPrintable(refusal->message) : "");
    }

    void acceptsEveryYamlFileOfTheProject()
    {
        int files = 0;
        for (const QString &root :
            { QStringLiteral(VMRAY_REFERENCE_DIR), QStringLiteral(VMRAY_CRD_DIR) }) {
            QDirIterator it(root, { u"*.yaml"_s }, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QByteArray text = f.readAll();
                const auto refusal = checkYamlText(text);
                QVERIFY2(!refusal, qPrintable(f.fileName()));
                QVERIFY2(
                    !checkYamlDocument(YAML::Load(text.toStdString())), qPrintable(f.fileName()));
                ++files;
            }
        }
        QVERIFY(files >= 3);
    }

    void refusesTextLargerThanTheLimit()
    {
        YamlLimits limits;
        limits.maxBytes = 1000;
        const auto refusal = checkYamlText(QByteArray(1001, 'a'), limits);
        QVERIFY(refusal);
        QVERIFY2(refusal->message.contains(u"bytes"_s), qPrintable(refusal->message));
        QCOMPARE(refusal->line, 0);
        QVERIFY(!checkYamlText(QByteArray(1000, 'a'), limits));
    }

    void refusesAnAliasInsideItsOwnAnchor()
    {
        // yaml-cpp makes such a node its own child: every walk over it would recurse without end.
        for (const char *text : { "&a [ *a ]", "&a {x: *a}", "root: &r\n  child: *r\n" }) {
            const YAML::Node document = YAML::Load(text);
            const auto refusal = checkYamlDocument(document);
            QVERIFY2(refusal, text);
            QVERIFY2(refusal->message.contains(u"nest it more than 64 levels"_s),
                qPrintable(refusal->message));
        }
    }

    void refusesAliasesThatRepeatADocumentBeyondTheLimit()
    {
        // Each level refers to the one before ten times: 10^7 nodes from a few hundred bytes.
        QByteArray text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
        for (int i = 1; i <= 7; ++i) {
            text += "a" + QByteArray::number(i) + ": &a" + QByteArray::number(i) + " [";
            for (int k = 0; k < 10; ++k)
                text += (k ? ", *a" : "*a") + QByteArray::number(i - 1);
            text += "]\n";
        }
        QVERIFY(!checkYamlText(text));
        const auto refusal = checkYamlDocument(YAML::Load(text.toStdString()));
        QVERIFY(refusal);
        QVERIFY2(
            refusal->message.contains(u"expand it to more than"_s), qPrintable(refusal->message));

        // Aliases that stay within the limits are fine.
        QVERIFY(!checkYamlDocument(YAML::Load("base: &b {x: 1}\nuse: [*b, *b]\n")));
    }
};

QTEST_GUILESS_MAIN(TestYamlLimits)
#include "tst_yamllimits.moc"
