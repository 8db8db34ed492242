// vmray-console: a desktop console for Ray clusters on vSphere Supervisor.
#include "application.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

using namespace Qt::Literals::StringLiterals;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"vmray-console"_s);
    QApplication::setOrganizationName(u"vmray-console"_s);
    QApplication::setApplicationVersion(QStringLiteral(VMRAY_VERSION));
    QApplication::setDesktopFileName(u"vmray-console"_s);

    QTranslator qtTranslator;
    if (qtTranslator.load(
            QLocale(), u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator appTranslator;
    if (appTranslator.load(QLocale(), u"vmray-console"_s, u"_"_s, u":/i18n"_s))
        QApplication::installTranslator(&appTranslator);

    vmray::Application application(vmray::parseCommandLine(QApplication::arguments()));
    application.start();
    return QApplication::exec();
}
