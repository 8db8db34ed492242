#include "servertext.h"

#include "ray/headaddress.h"

#include <QDesktopServices>
#include <QLabel>
#include <QTextBrowser>
#include <QUrl>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

QString escapedHtml(QStringView text)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'&':
            out += u"&amp;"_s;
            break;
        case u'<':
            out += u"&lt;"_s;
            break;
        case u'>':
            out += u"&gt;"_s;
            break;
        case u'"':
            out += u"&quot;"_s;
            break;
        case u'\'':
            out += u"&#39;"_s;
            break;
        default:
            out += c;
        }
    }
    return out;
}

bool openWebLink(const QUrl &url)
{
    if (!ray::isWebLink(url))
        return false;
    return QDesktopServices::openUrl(url);
}

void openLinksOnClick(QLabel *label)
{
    label->setOpenExternalLinks(false);
    QObject::connect(label, &QLabel::linkActivated, label, [](const QString &link) {
        openWebLink(QUrl(link, QUrl::StrictMode));
    });
}

void openLinksOnClick(QTextBrowser *browser)
{
    browser->setOpenLinks(false);
    browser->setOpenExternalLinks(false);
    QObject::connect(browser, &QTextBrowser::anchorClicked, browser, [](const QUrl &url) {
        openWebLink(url);
    });
}

} // namespace vmray
