#include "phrasewords.h"

#include <QCoreApplication>

namespace vmray {

QString wordsOf(const Phrase &phrase)
{
    return phrase.toString([](const char *context, const char *source, int n) {
        return QCoreApplication::translate(context, source, nullptr, n);
    });
}

} // namespace vmray
