// The order Tab takes through a window, region by region.
#include "taborder.h"

#include <QWidget>

#include <algorithm>

namespace vmray {

void chainTabOrder(const QList<QWidget *> &regions)
{
    QList<QWidget *> stops;
    // A widget whose focus goes to a child of its own (a tab widget to its tab bar) moves with
    // everything inside it, as QWidget::setTabOrder moves it.
    QList<QWidget *> compounds;
    const auto inCompound = [&compounds](const QWidget *w) {
        return std::any_of(compounds.cbegin(), compounds.cend(), [w](const QWidget *c) {
            return c->isAncestorOf(w);
        });
    };
    for (QWidget *region : regions) {
        QWidget *w = region;
        do {
            const bool inside = w == region || region->isAncestorOf(w);
            if (inside && (w->focusPolicy() & Qt::TabFocus) && !inCompound(w)) {
                stops << w;
                if (w->focusProxy() && w->isAncestorOf(w->focusProxy()))
                    compounds << w;
            }
            w = w->nextInFocusChain();
        } while (w && w != region);
    }
    for (qsizetype i = 1; i < stops.size(); ++i)
        QWidget::setTabOrder(stops.at(i - 1), stops.at(i));
}

} // namespace vmray
