// Strings a server sent, in rich text, and the links rich text offers: a server's words are text,
// never markup, and a click opens only an http or https link to an address.
#pragma once

#include <QString>
#include <QStringView>

class QLabel;
class QTextBrowser;
class QUrl;

namespace vmray {

// `text` with & < > " and ' written as entities: safe as element text and as a quoted attribute
// (QString::toHtmlEscaped leaves ' as it is, which ends an attribute in single quotes).
QString escapedHtml(QStringView text);

// Hands `url` to the desktop when it is an http or https link to an address (see
// ray::isWebLink); anything else is not opened. Returns whether it was handed on.
bool openWebLink(const QUrl &url);

// The label's links open through openWebLink when clicked, never by themselves.
void openLinksOnClick(QLabel *label);
void openLinksOnClick(QTextBrowser *browser);

} // namespace vmray
