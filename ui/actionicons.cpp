#include "actionicons.h"

#include <QImageReader>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
// The freedesktop.org icon naming specification's names; the bundled files carry the same.
QString themeName(ActionIcon which)
{
    switch (which) {
    case ActionIcon::Connect:
        return u"network-connect"_s;
    case ActionIcon::Refresh:
        return u"view-refresh"_s;
    case ActionIcon::NewCluster:
        return u"list-add"_s;
    case ActionIcon::OpenYaml:
        return u"document-open"_s;
    case ActionIcon::DeleteCluster:
        return u"edit-delete"_s;
    case ActionIcon::RecreateNode:
        return u"system-reboot"_s;
    case ActionIcon::AllVms:
        return u"view-list-details"_s;
    case ActionIcon::Quit:
        return u"application-exit"_s;
    case ActionIcon::Filter:
        break;
    }
    return u"edit-find"_s;
}
} // namespace

QIcon bundledActionIcon(ActionIcon which)
{
    const QString name = themeName(which);
    QIcon icon;
    // Rendered sizes for a Qt without SVG support; the SVG scales to any other where there is.
    for (int size : { 16, 24, 32, 48 })
        icon.addFile(u":/icons/actions/%1/%2.png"_s.arg(size).arg(name), QSize(size, size));
    static const bool svg = QImageReader::supportedImageFormats().contains("svg");
    if (svg)
        icon.addFile(u":/icons/actions/%1.svg"_s.arg(name));
    return icon;
}

QIcon actionIcon(ActionIcon which)
{
    return QIcon::fromTheme(themeName(which), bundledActionIcon(which));
}

} // namespace vmray
