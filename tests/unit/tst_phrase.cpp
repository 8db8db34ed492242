// Phrases: a code and its arguments, worded late. Arguments go in once (an argument's own "%1"
// stays), sentences join without empty ones, a count words the plural, and the stored form reads
// back equal.
#include "kube/phrase.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {
constexpr PhraseKey secretGone { "Test", "Deleted the secret %1." };
constexpr PhraseKey pair { "Test", "%2 before %1" };
constexpr PhraseKey counted { "Test", "%1 of %n VM(s) gone", true };

// A stand-in catalog: every source upper-cased, %n as the count.
QString shout(const char *, const char *source, int n)
{
    QString text = QString::fromUtf8(source).toUpper();
    return n < 0 ? text : text.replace(u"%N"_s, QString::number(n));
}
} // namespace

class TestPhrase : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void argumentsGoInOnce()
    {
        const Phrase p(secretGone, { u"50%1 off"_s });
        QCOMPARE(p.english(), u"Deleted the secret 50%1 off."_s);
        QCOMPARE(Phrase(pair, { u"a"_s, u"b"_s }).english(), u"b before a"_s);
        // Only the code is translated; names are not.
        QCOMPARE(p.toString(&shout), u"DELETED THE SECRET 50%1 off."_s);
    }

    void countsAndNesting()
    {
        const Phrase gone(counted, 3, { u"2"_s });
        QCOMPARE(gone.english(), u"2 of 3 VM(s) gone"_s);
        QCOMPARE(gone.toString(&shout), u"2 OF 3 VM(S) GONE"_s);
        const Phrase nested(pair, { gone, Phrase(secretGone, { u"s"_s }) });
        QCOMPARE(nested.toString(&shout), u"DELETED THE SECRET s. BEFORE 2 OF 3 VM(S) GONE"_s);
    }

    void sentencesJoinWithoutEmptyOnes()
    {
        const Phrase a(secretGone, { u"x"_s });
        QCOMPARE(Phrase().then(a), a);
        QCOMPARE(a.then(Phrase()), a);
        QCOMPARE(Phrase::joined({ a, {}, u"tail"_s }, u"\n"_s).english(),
            u"Deleted the secret x.\ntail"_s);
        QVERIFY(Phrase::joined({ {}, {} }).isEmpty());
    }

    void storedAndReadBack()
    {
        const Phrase p = Phrase(counted, 4, { u"1"_s }).then(Phrase(secretGone, { u"s"_s }));
        const QByteArray stored = QJsonDocument(p.toJson()).toJson(QJsonDocument::Compact);
        QCOMPARE(Phrase::fromJson(QJsonDocument::fromJson(stored).object()), p);
        // A name is kept as a plain string inside; a bare string reads as a verbatim phrase.
        QVERIFY(stored.contains(R"("args":["s"])"));
        QCOMPARE(Phrase::fromJson(u"as written"_s), Phrase(u"as written"_s));
        QVERIFY(Phrase::fromJson(u"as written"_s).isVerbatim());
        QCOMPARE(Phrase::fromJson(QJsonValue()), Phrase());
    }
};

QTEST_GUILESS_MAIN(TestPhrase)
#include "tst_phrase.moc"
