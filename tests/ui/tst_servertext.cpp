// Server strings in rich text stay text, and the links a label offers open only http and https
// addresses, after a click. The desktop never sees a link here: every scheme is caught first. The
// connect dialog shows a server's error message, markup and all, as the text it is.
#include "connectdialog.h"
#include "connectionflow.h"
#include "emulatorfixture.h"
#include "mainwindow.h"
#include "servertext.h"
#include "supervisor/connectionprofile.h"
#include "supervisor/credentialstore.h"

#include <QDesktopServices>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

// Takes what would go to the desktop, for every scheme the tests use.
class LinkCatcher : public QObject
{
    Q_OBJECT
public:
    LinkCatcher()
    {
        for (const QString &scheme : schemes)
            QDesktopServices::setUrlHandler(scheme, this, "open");
    }
    ~LinkCatcher() override
    {
        for (const QString &scheme : schemes)
            QDesktopServices::unsetUrlHandler(scheme);
    }
    QList<QUrl> opened;

public Q_SLOTS:
    void open(const QUrl &url) { opened.append(url); }

private:
    const QStringList schemes { u"http"_s, u"https"_s, u"file"_s, u"javascript"_s, u"ssh"_s };
};

class TestServerText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void escapesForTextAndAttributes();
    void opensOnlyWebLinks();
    void labelLinksOpenOnlyWhenSafe();
    void browserLinksOpenOnlyWhenSafe();
    void connectDialogShowsServerMarkupAsText();
};

void TestServerText::escapesForTextAndAttributes()
{
    QCOMPARE(
        escapedHtml(u"a & b < c > d \" e ' f"_s), u"a &amp; b &lt; c &gt; d &quot; e &#39; f"_s);
    // The value that broke out of href='…' stays inside it (Qt keeps the entities of an
    // attribute as they are written), and reads back as it was as text.
    const QString hostile = u"10.0.0.5' onclick='x' href='file:///etc/passwd"_s;
    QTextDocument doc;
    doc.setHtml(u"<a href='%1'>%1</a>"_s.arg(escapedHtml(hostile)));
    QCOMPARE(doc.toPlainText(), hostile);
    const QTextBlock block = doc.firstBlock();
    for (auto it = block.begin(); !it.atEnd(); ++it) {
        const QString href = it.fragment().charFormat().anchorHref();
        QVERIFY2(href.startsWith(u"10.0.0.5&#39;"_s), qPrintable(href));
        QVERIFY(QUrl(href).scheme().isEmpty());
    }
    // Markup is shown as the characters it is made of.
    const QString markup = u"<a href=\"file:///etc/passwd\">Open the dashboard</a>"_s;
    doc.setHtml(escapedHtml(markup));
    QCOMPARE(doc.toPlainText(), markup);
}

void TestServerText::opensOnlyWebLinks()
{
    LinkCatcher catcher;
    QVERIFY(openWebLink(QUrl(u"http://10.0.0.5:8265"_s)));
    QVERIFY(openWebLink(QUrl(u"https://ray.example/"_s)));
    QVERIFY(!openWebLink(QUrl(u"file:///etc/passwd"_s)));
    QVERIFY(!openWebLink(QUrl(u"javascript:alert(1)"_s)));
    QVERIFY(!openWebLink(QUrl(u"ssh://10.0.0.5"_s)));
    QVERIFY(!openWebLink(QUrl(u"http://user:pw@10.0.0.5:8265"_s)));
    QCOMPARE(catcher.opened,
        (QList<QUrl> { QUrl(u"http://10.0.0.5:8265"_s), QUrl(u"https://ray.example/"_s) }));
}

void TestServerText::labelLinksOpenOnlyWhenSafe()
{
    LinkCatcher catcher;
    QLabel label;
    label.setTextFormat(Qt::RichText);
    label.setTextInteractionFlags(Qt::TextBrowserInteraction);
    label.setOpenExternalLinks(true); // undone below
    openLinksOnClick(&label);
    QVERIFY(!label.openExternalLinks());
    Q_EMIT label.linkActivated(u"file:///etc/passwd"_s);
    Q_EMIT label.linkActivated(u"http://10.0.0.5:8265"_s);
    QCOMPARE(catcher.opened, QList<QUrl> { QUrl(u"http://10.0.0.5:8265"_s) });
}

void TestServerText::browserLinksOpenOnlyWhenSafe()
{
    LinkCatcher catcher;
    QTextBrowser browser;
    openLinksOnClick(&browser);
    QVERIFY(!browser.openLinks());
    QVERIFY(!browser.openExternalLinks());
    Q_EMIT browser.anchorClicked(QUrl(u"file:///etc/passwd"_s));
    Q_EMIT browser.anchorClicked(QUrl(u"https://10.0.0.5:8265"_s));
    QCOMPARE(catcher.opened, QList<QUrl> { QUrl(u"https://10.0.0.5:8265"_s) });
}

void TestServerText::connectDialogShowsServerMarkupAsText()
{
    QStandardPaths::setTestModeEnabled(true);
    LinkCatcher catcher;
    EmulatorFixture emu;
    QVERIFY(emu.start({ u"--seed"_s, u"empty"_s }));
    const QString markup = u"<a href=\"file:///etc/passwd\">Click here to fix your login</a>"_s;
    // The login is refused with a message that is a link.
    QVERIFY(emu.fault({ { u"failNext"_s,
        QJsonObject { { u"count"_s, 1 },
            { u"code"_s, 403 },
            { u"pathContains"_s, u"/wcp/login"_s },
            { u"message"_s, markup } } } }));
    QTemporaryDir dir;
    QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    ProfileStore profiles(&settings);
    MemoryCredentialStore credentials;
    QNetworkAccessManager network;
    MainWindow window;
    ConnectionFlow flow(&network, &profiles, &credentials, &window);
    ConnectionProfile p;
    p.server = u"127.0.0.1:%1"_s.arg(emu.url().port());
    p.apiPort = emu.url().port();
    p.username = emu.username();
    p.trust = ConnectionProfile::Trust::CaFile;
    p.caFile = emu.caFile();
    flow.openDialog(p);
    ConnectDialog *dialog = flow.dialog();
    QVERIFY(dialog);
    auto *message = dialog->findChild<QLabel *>(u"message"_s);
    QVERIFY(message);
    dialog->findChild<QLineEdit *>(u"password"_s)->setText(emu.password());
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"connect"_s), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(message->text().contains(markup), 20000);
    // Plain text: the markup is what the user reads, there is no link to click.
    QCOMPARE(message->textFormat(), Qt::PlainText);
    Q_EMIT message->linkActivated(u"file:///etc/passwd"_s); // as a click on a link would
    QVERIFY(catcher.opened.isEmpty());
    flow.dialog()->reject();
    QCOMPARE(emu.stop(), 0);
}

QTEST_MAIN(TestServerText)
#include "tst_servertext.moc"
