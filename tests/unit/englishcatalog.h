// English plural forms ("1 GPU", "2 GPUs") for unit tests of code that counts in words: the
// console's English catalog, as the console installs it.
#pragma once

#include <QCoreApplication>
#include <QTranslator>

inline bool installEnglishCatalog()
{
    static QTranslator english;
    return english.load(QStringLiteral(VMRAY_ENGLISH_CATALOG))
        && QCoreApplication::installTranslator(&english);
}
