// English plural forms ("1 GPU", "2 GPUs") for unit tests of code that counts in words: the
// console's English catalog, as the console installs it.
#pragma once

#include "kube/phrase.h"

#include <QCoreApplication>
#include <QTranslator>

inline bool installEnglishCatalog()
{
    static QTranslator english;
    return english.load(QStringLiteral(VMRAY_ENGLISH_CATALOG))
        && QCoreApplication::installTranslator(&english);
}

// A phrase in the installed catalogs' words, as the console's ui/ words it.
inline QString worded(const vmray::Phrase &phrase)
{
    return phrase.toString([](const char *context, const char *source, int n) {
        return QCoreApplication::translate(context, source, nullptr, n);
    });
}
