// Inflating the gzipped list pages the console asks for: whole, bounded, cut short, damaged.
#include "kube/gzip.h"

#include <QTest>

#include <zlib.h>

using namespace vmray::kube;

namespace {

// gzip as a server sends it, made with zlib's deflate.
QByteArray gzipped(const QByteArray &data)
{
    z_stream stream {};
    if (deflateInit2(
            &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY)
        != Z_OK)
        return {};
    QByteArray out(qsizetype(deflateBound(&stream, uLong(data.size()))), Qt::Uninitialized);
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    stream.avail_in = uInt(data.size());
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    stream.avail_out = uInt(out.size());
    const int status = deflate(&stream, Z_FINISH);
    out.resize(qsizetype(stream.total_out));
    deflateEnd(&stream);
    return status == Z_STREAM_END ? out : QByteArray();
}

QByteArray listOf(int items)
{
    QByteArray json =
        R"({"kind":"VirtualMachineList","metadata":{"resourceVersion":"7"},"items":[)";
    for (int i = 0; i < items; ++i) {
        if (i > 0)
            json += ',';
        json += R"({"metadata":{"name":"vm-)" + QByteArray::number(i)
            + R"(","namespace":"ns"},"status":{"powerState":"PoweredOn"}})";
    }
    return json + "]}";
}

} // namespace

class TestGzip : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void inflatesAPage()
    {
        const QByteArray page = listOf(20000);
        QByteArray out;
        QCOMPARE(gunzip(gzipped(page), 0, &out), Inflated::Whole);
        QCOMPARE(out, page);
        QCOMPARE(gzipSizeHint(gzipped(page)), page.size());
        QCOMPARE(gzipSizeHint(QByteArray("short")), -1);
        // A limit the page fits exactly is not exceeded.
        QCOMPARE(gunzip(gzipped(page), page.size(), &out), Inflated::Whole);
        QCOMPARE(out, page);
    }

    // The output is sized once by the trailer, not grown and copied as it fills; a trailer that
    // states more than deflate can hold is not believed.
    void sizesItsOutputByTheTrailer()
    {
        const QByteArray page = listOf(20000);
        const QByteArray compressed = gzipped(page);
        QVERIFY(compressed.size() * 8 < page.size()); // the old guess would have regrown
        QByteArray out;
        QCOMPARE(gunzip(compressed, 0, &out), Inflated::Whole);
        QCOMPARE(out, page);
        QVERIFY(out.capacity() >= page.size() && out.capacity() <= page.size() + 8192);

        QByteArray lying = compressed;
        for (qsizetype i = lying.size() - 4; i < lying.size(); ++i)
            lying[i] = char(0xff); // "4 GiB"
        QCOMPARE(gunzip(lying, 0, &out), Inflated::Corrupt); // zlib checks the stated size
        QVERIFY(out.capacity() <= compressed.size() * 1032 + 8192);
    }

    void readsEveryMember()
    {
        const QByteArray first = listOf(3);
        const QByteArray second = "and more";
        QByteArray out;
        QCOMPARE(gunzip(QByteArray(gzipped(first) + gzipped(second)), 0, &out), Inflated::Whole);
        QCOMPARE(out, first + second);
    }

    // The attack: a few kilobytes on the wire that would take gigabytes to hold.
    void stopsABombAtTheLimit()
    {
        const QByteArray zeros(64 * 1024 * 1024, '\0');
        const QByteArray bomb = gzipped(zeros);
        QVERIFY(bomb.size() < 128 * 1024);
        constexpr qint64 limit = 1024 * 1024;
        QByteArray out;
        QCOMPARE(gunzip(bomb, limit, &out), Inflated::TooLarge);
        QCOMPARE(out.size(), limit);
        QVERIFY(out.capacity() <= 2 * limit); // it held about the limit, never the whole
        // One byte over the limit is over it.
        const QByteArray page = listOf(100);
        QCOMPARE(gunzip(gzipped(page), page.size() - 1, &out), Inflated::TooLarge);
    }

    void saysWhenItIsCutShort()
    {
        const QByteArray page = listOf(5000);
        const QByteArray compressed = gzipped(page);
        QByteArray out;
        QCOMPARE(gunzip(compressed.left(compressed.size() / 2), 0, &out), Inflated::Truncated);
        QVERIFY(!out.isEmpty());
        QVERIFY(page.startsWith(out)); // what it had is the start, as a peek wants
        QCOMPARE(gunzip(QByteArray(), 0, &out), Inflated::Truncated);
        QVERIFY(out.isEmpty());
    }

    // A single member within its limit is inflated whole at once; anything else by zlib's
    // streaming inflate. Either way the outcome and the bytes are the same.
    void inflatesAlikeWholeOrStreamed()
    {
        const QByteArray page = listOf(2000);
        const QByteArray member = gzipped(page);
        const auto withTrailer = [&](quint32 crc, quint32 size) {
            QByteArray changed = member;
            for (int i = 0; i < 4; ++i) {
                changed[changed.size() - 8 + i] = char((crc >> (8 * i)) & 0xff);
                changed[changed.size() - 4 + i] = char((size >> (8 * i)) & 0xff);
            }
            return changed;
        };
        const quint32 crc =
            quint32(crc32(0, reinterpret_cast<const Bytef *>(page.constData()), uInt(page.size())));
        QCOMPARE(withTrailer(crc, quint32(page.size())), member);
        // The header (10 bytes, no optional fields) with FHCRC set, then its CRC's low 16 bits.
        QByteArray header = member.left(10);
        header[3] = char(header[3] | 0x02);
        const quint16 headerCrc = quint16(
            crc32(0, reinterpret_cast<const Bytef *>(header.constData()), uInt(header.size())));
        const auto withHeaderChecksum = [&](quint16 checksum) -> QByteArray {
            return header + char(checksum & 0xff) + char(checksum >> 8) + member.mid(10);
        };
        const struct
        {
            const char *what;
            QByteArray bytes;
            qint64 limit;
            Inflated expected;
        } cases[] = {
            { "one member", member, 0, Inflated::Whole },
            { "one member at its limit", member, page.size(), Inflated::Whole },
            { "one member over its limit", member, page.size() - 1, Inflated::TooLarge },
            { "two members", member + gzipped("[]"), 0, Inflated::Whole },
            { "a member twice", member + member, 0, Inflated::Whole }, // the trailer fits one
            { "a wrong checksum",
                withTrailer(crc ^ 1, quint32(page.size())),
                0,
                Inflated::Corrupt },
            { "a size stated short",
                withTrailer(crc, quint32(page.size() - 1)),
                0,
                Inflated::Corrupt },
            { "a size stated long",
                withTrailer(crc, quint32(page.size() + 1)),
                0,
                Inflated::Corrupt },
            { "cut short", member.left(member.size() - 1), 0, Inflated::Truncated },
            { "bytes after it", member + "trailing", 0, Inflated::Corrupt },
            { "a wrong header checksum", withHeaderChecksum(0), 0, Inflated::Corrupt },
            { "a right header checksum", withHeaderChecksum(headerCrc), 0, Inflated::Whole },
        };
        for (const auto &c : cases) {
            QByteArray whole;
            QByteArray streamed;
            const Inflated outcome = gunzip(c.bytes, c.limit, &whole);
            QVERIFY2(outcome == c.expected, c.what);
            QVERIFY2(gunzipStreaming(c.bytes, c.limit, &streamed) == c.expected, c.what);
            QVERIFY2(whole == streamed, c.what);
            if (c.expected == Inflated::Whole)
                QVERIFY2(whole.startsWith(page) && whole.size() > c.bytes.size(), c.what);
        }
        // The single member was inflated whole, into exactly its size (zlib's way reserves more).
        QByteArray whole;
        QCOMPARE(gunzip(member, 0, &whole), Inflated::Whole);
        QCOMPARE(whole.capacity(), page.size());
    }

    void refusesWhatIsNotGzip()
    {
        QByteArray out;
        QCOMPARE(gunzip(listOf(10), 0, &out), Inflated::Corrupt);
        QByteArray damaged = gzipped(listOf(1000));
        for (qsizetype i = 20; i < damaged.size() - 20; i += 7)
            damaged[i] = char(~damaged[i]);
        const Inflated outcome = gunzip(damaged, 0, &out);
        QVERIFY(outcome == Inflated::Corrupt || outcome == Inflated::Truncated);
        // A member followed by bytes that are no gzip.
        QCOMPARE(gunzip(QByteArray(gzipped(listOf(10)) + "trailing"), 0, &out), Inflated::Corrupt);
    }
};

QTEST_GUILESS_MAIN(TestGzip)
#include "tst_gzip.moc"
