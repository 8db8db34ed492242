// The catalogs at run time, offscreen: the embedded German and Japanese catalogs answer in every
// context their .ts file has a translation for; the code asks for each message in the context
// lupdate files it under; English reads "1 VM", "2 VMs"; and in each language the main window,
// the wizard's pages, the connect, teardown and settings dialogs show their labels, buttons, group
// titles and column headers whole at their default sizes.
#include "translationprobe.h"

#include "connectdialog.h"
#include "errortext.h"
#include "kube/kubeclient.h"
#include "kube/yamllimits.h"
#include "language.h"
#include "mainwindow.h"
#include "phrasewords.h"
#include "ray/clusterspec.h"
#include "ray/clusterstate.h"
#include "ray/raydashboard.h"
#include "ray/raydashboardpoller.h"
#include "ray/raymonitor.h"
#include "ray/taskphrases.h"
#include "settingsdialog.h"
#include "teardowndialog.h"
#include "wizard/clusterwizard.h"

#include <QAbstractButton>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <functional>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {
QString describe(const QWidget *w)
{
    const QString name = w->objectName().isEmpty() ? QString() : u" "_s + w->objectName();
    return QString::fromLatin1(w->metaObject()->className()) + name;
}

QString withoutMnemonic(QString text)
{
    return text.remove(QRegularExpression(u"&(?!&)"_s));
}

// Every visible label, button, group box title and header section of `window` that is narrower
// than its text, as "widget: text (has N px, needs M px)".
QStringList cutOffTexts(QWidget *window)
{
    QStringList problems;
    const auto cut = [&](const QWidget *w, const QString &text, int has, int needs) {
        problems.append(
            u"%1: \"%2\" (has %3 px, needs %4 px)"_s.arg(describe(w), text).arg(has).arg(needs));
    };
    const QList<QWidget *> widgets = window->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (!w->isVisible())
            continue;
        if (auto *label = qobject_cast<QLabel *>(w)) {
            if (label->text().isEmpty())
                continue;
            if (label->wordWrap()) {
                const int needs = label->heightForWidth(label->width());
                if (label->height() < needs)
                    cut(label, label->text(), label->height(), needs);
            } else if (label->width() < label->sizeHint().width()) {
                cut(label, label->text(), label->width(), label->sizeHint().width());
            }
        } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            auto *tool = qobject_cast<QToolButton *>(button);
            if (button->text().isEmpty()
                || (tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly))
                continue;
            if (button->width() < button->sizeHint().width())
                cut(button,
                    withoutMnemonic(button->text()),
                    button->width(),
                    button->sizeHint().width());
        } else if (auto *box = qobject_cast<QGroupBox *>(w)) {
            if (!box->title().isEmpty() && box->width() < box->minimumSizeHint().width())
                cut(box, box->title(), box->width(), box->minimumSizeHint().width());
        } else if (auto *header = qobject_cast<QHeaderView *>(w)) {
            if (header->orientation() != Qt::Horizontal || !header->model())
                continue;
            const int margin =
                2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
            const int mark =
                header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header);
            const int lastVisual = header->count() - 1;
            for (int i = 0; i < header->count(); ++i) {
                if (header->isSectionHidden(i)
                    || (header->stretchLastSection() && header->visualIndex(i) == lastVisual))
                    continue;
                const QString text =
                    header->model()->headerData(i, Qt::Horizontal, Qt::DisplayRole).toString();
                int needs = header->fontMetrics().horizontalAdvance(text) + margin;
                if (header->isSortIndicatorShown() && header->sortIndicatorSection() == i)
                    needs += mark;
                if (!text.isEmpty() && header->sectionSize(i) < needs)
                    cut(header, text, header->sectionSize(i), needs);
            }
        }
    }
    return problems;
}

ray::TeardownPlan planFor(const QString &cluster)
{
    ray::TeardownPlan plan;
    plan.ns = u"ray-dev"_s;
    plan.cluster = cluster;
    plan.uid = cluster + u"-uid"_s;
    plan.headVm = cluster + u"-h-x7k2p"_s;
    plan.workerVms = { cluster + u"-w-4mzq9"_s, cluster + u"-w-9bt2c"_s };
    plan.vmService = plan.headVm;
    plan.dockerAuth = ray::SecretRef { cluster + u"-docker-auth"_s, u"uid"_s, true };
    plan.deleteDockerAuth = true;
    return plan;
}

// The secret lookups a teardown dialog is given, one per plan.
QList<ray::TeardownSecretsLookup *> lookupsFor(
    kube::KubeClient *client, const QList<ray::TeardownPlan> &plans)
{
    QList<ray::TeardownSecretsLookup *> lookups;
    for (const ray::TeardownPlan &plan : plans)
        lookups << new ray::TeardownSecretsLookup(client, plan.ns, plan.cluster);
    return lookups;
}

bool exposed(QWidget *window)
{
    window->show();
    return QTest::qWaitForWindowExposed(window);
}
} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

    QTemporaryDir settingsDir;
    QNetworkAccessManager network;

    // Shows each window the layout check looks at, in the current language, and hands it to
    // `visit` with a name for it.
    void visitWindows(const std::function<void(QWidget *, const QString &)> &visit)
    {
        {
            MainWindow window;
            QVERIFY(exposed(&window));
            visit(&window, u"main window"_s);
        }
        // No session: the choice lists stay empty, the pages are laid out anyway.
        kube::KubeClient client(&network);
        WizardTarget target;
        target.supervisorName = u"supervisor.example"_s;
        target.namespaces = { u"ray-dev"_s, u"analytics"_s };
        target.ns = u"ray-dev"_s;
        {
            ClusterWizard wizard(target);
            QVERIFY(exposed(&wizard));
            const QList<int> pages = wizard.pageIds();
            for (int id : pages) {
                wizard.setStartId(id);
                wizard.restart();
                QTRY_COMPARE(wizard.currentId(), id);
                visit(&wizard, u"wizard page %1 (%2)"_s.arg(id).arg(wizard.currentPage()->title()));
            }
        }
        {
            ConnectDialog dialog;
            QVERIFY(exposed(&dialog));
            visit(&dialog, u"connect dialog"_s);
        }
        {
            TeardownDialog dialog(
                { planFor(u"etl-nightly"_s) }, lookupsFor(&client, { planFor(u"etl-nightly"_s) }));
            QVERIFY(exposed(&dialog));
            visit(&dialog, u"teardown confirmation, one cluster"_s);
        }
        {
            const QList plans { planFor(u"etl-nightly"_s), planFor(u"train"_s) };
            TeardownDialog dialog(plans, lookupsFor(&client, plans));
            QVERIFY(exposed(&dialog));
            visit(&dialog, u"teardown confirmation, two clusters"_s);
        }
        {
            SettingsDialog dialog;
            QVERIFY(exposed(&dialog));
            visit(&dialog, u"settings dialog"_s);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the task log, column states
        QVERIFY(settingsDir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    }

    void cleanup() { installTranslations(QLocale(QLocale::English)); }

    void catalogsAreEmbedded_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("de") << u"de"_s;
        QTest::newRow("ja") << u"ja"_s;
    }

    void catalogsAreEmbedded()
    {
        QFETCH(QString, code);
        const QStringList loaded = installTranslations(QLocale(code));
        QCOMPARE(loaded.value(0), u":/i18n/vmray-console_%1.qm"_s.arg(code));
        QCOMPARE(loaded.value(1), u":/i18n/vmray-console_en.qm"_s);
        QCOMPARE(QLocale().language(), QLocale(code).language());
    }

    // For each context of the .ts file, one translated message (when there is one) comes back
    // translated through the embedded catalog.
    void everyContextTranslates_data() { catalogsAreEmbedded_data(); }

    void everyContextTranslates()
    {
        QFETCH(QString, code);
        QString error;
        const QList<TsMessage> messages = readTsFile(
            QStringLiteral(VMRAY_TRANSLATIONS_DIR) + u"/vmray-console_%1.ts"_s.arg(code), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!messages.isEmpty());
        installTranslations(QLocale(code));

        QHash<QString, TsMessage> sampleOf; // context → a translated message, plain ones first
        QSet<QString> contexts;
        for (const TsMessage &m : messages) {
            contexts.insert(m.context);
            const bool usable = m.finished && !m.translations.value(0).isEmpty();
            if (usable && (!sampleOf.contains(m.context) || sampleOf[m.context].numerus))
                sampleOf.insert(m.context, m);
        }
        QStringList wrong;
        for (const TsMessage &m : std::as_const(sampleOf)) {
            const QByteArray context = m.context.toUtf8();
            const QByteArray source = m.source.toUtf8();
            const QByteArray comment = m.comment.toUtf8();
            const int n = m.numerus ? 1 : -1;
            QString expected = m.translations.first();
            if (m.numerus)
                expected.replace(u"%n"_s, u"1"_s).replace(u"%Ln"_s, QLocale().toString(1));
            const QString actual = QCoreApplication::translate(
                context.constData(), source.constData(), comment.constData(), n);
            if (actual != expected)
                wrong.append(u"[%1] \"%2\": \"%3\" instead of \"%4\""_s.arg(
                    m.context, m.source, actual, expected));
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
        qInfo("%s: %lld of %lld contexts have a translated message, and each translates.",
            qPrintable(code),
            static_cast<long long>(sampleOf.size()),
            static_cast<long long>(contexts.size()));
    }

    void englishReadsOneAndMany()
    {
        installTranslations(QLocale(QLocale::English));
        ray::ClusterSummary last;
        last.nodeNames = { u"a"_s, u"b"_s };
        ray::VmIndex vms;
        vms.byName.insert(u"a"_s, {});
        QCOMPARE(wordsOf(ray::departedCluster(last, vms).reason),
            u"The cluster is gone; 1 VM is still being deleted."_s);
        vms.byName.insert(u"b"_s, {});
        QCOMPARE(wordsOf(ray::departedCluster(last, vms).reason),
            u"The cluster is gone; 2 VMs are still being deleted."_s);
        kube::KubeClient client(&network);
        const QList plans { planFor(u"a"_s), planFor(u"b"_s) };
        TeardownDialog dialog(plans, lookupsFor(&client, plans));
        QCOMPARE(dialog.windowTitle(), u"Delete 2 Ray Clusters"_s);
        QCOMPARE(dialog.confirmationText(), u"delete 2 clusters"_s);
    }

    // The code asks for each message in the context lupdate extracted it in: otherwise a
    // translated message would never be shown.
    void codeAsksInTheExtractedContexts()
    {
        QString error;
        const QList<TsMessage> extracted = readTsFile(QStringLiteral(VMRAY_EXTRACTED_TS), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        TranslationProbe probe(extracted);
        QCoreApplication::installTranslator(&probe);

        // The contexts without a QObject: helper structs with Q_DECLARE_TR_FUNCTIONS.
        QVERIFY(!describeError(kube::KubeError::network(u"refused"_s)).isEmpty());
        QVERIFY(!ray::checkClusterResource("apiVersion: v1\nkind: Pod\n").isEmpty());
        YamlLimits shallow;
        shallow.maxDepth = 1;
        QVERIFY(checkYamlText("a:\n  b:\n    c: 1\n", shallow).has_value());
        QVERIFY(!wordsOf(ray::departedCluster({}, {}).reason).isEmpty());
        // Every code a task stores is filed where the catalogs have it.
        QList<PhraseKey> storedCodes = ray::taskphrase::all();
        storedCodes += errorPhraseKeys();
        storedCodes += ray::RayMonitor::phraseKeys();
        storedCodes += ray::RayDashboardPoller::phraseKeys();
        storedCodes += ray::RayDashboardParser::phraseKeys();
        for (const PhraseKey &key : std::as_const(storedCodes))
            QVERIFY(!wordsOf(Phrase::coded(key, key.counted ? 2 : -1, {})).isEmpty());
        visitWindows([](QWidget *, const QString &) {});

        QCoreApplication::removeTranslator(&probe);
        QVERIFY2(probe.misses().isEmpty(),
            qPrintable(u"Asked for in a context lupdate does not file them under:\n"_s
                + probe.misses().join(u'\n')));
        const QStringList reached { u"ErrorText"_s,
            u"TaskText"_s,
            u"ClusterSpec"_s,
            u"YamlLimits"_s,
            u"ClusterState"_s,
            u"TargetWizardPage"_s,
            u"ImageWizardPage"_s,
            u"HeadWizardPage"_s,
            u"OptionsWizardPage"_s,
            u"vmray::MainWindow"_s,
            u"vmray::ClusterWizard"_s,
            u"vmray::ConnectDialog"_s,
            u"vmray::TeardownDialog"_s,
            u"vmray::SettingsDialog"_s };
        for (const QString &context : reached)
            QVERIFY2(probe.contextsHit().contains(context), qPrintable(context));
    }

    // The check below finds what is cut off, and only that.
    void layoutCheckSeesCutText()
    {
        QWidget window;
        window.resize(400, 300);
        auto *label = new QLabel(u"A label much wider than its room"_s, &window);
        label->setObjectName(u"narrowLabel"_s);
        label->setGeometry(0, 0, 30, 20);
        auto *button = new QPushButton(u"A button much wider than its room"_s, &window);
        button->setGeometry(0, 30, 30, 25);
        (new QLabel(u"Fits"_s, &window))->setGeometry(0, 60, 200, 20);
        auto *table = new QTableWidget(0, 2, &window);
        table->setHorizontalHeaderLabels({ u"A long column header"_s, u"Last"_s });
        table->horizontalHeader()->setStretchLastSection(false);
        table->setColumnWidth(0, 20);
        table->setColumnWidth(1, 200);
        table->setGeometry(0, 90, 300, 150);
        QVERIFY(exposed(&window));
        const QStringList cut = cutOffTexts(&window);
        QCOMPARE(cut.size(), 3);
        QVERIFY2(cut.filter(u"QLabel narrowLabel: \"A label much wider"_s).size() == 1,
            qPrintable(cut.join(u'\n')));
        QVERIFY2(cut.filter(u"QPushButton: \"A button much wider"_s).size() == 1,
            qPrintable(cut.join(u'\n')));
        QVERIFY2(cut.filter(u"QHeaderView: \"A long column header\" (has"_s).size() == 1,
            qPrintable(cut.join(u'\n')));
    }

    void layoutsFit_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("en") << u"en"_s;
        catalogsAreEmbedded_data();
    }

    void layoutsFit()
    {
        QFETCH(QString, code);
        installTranslations(QLocale(code));
        QStringList problems;
        visitWindows([&](QWidget *window, const QString &what) {
            const QStringList cut = cutOffTexts(window);
            for (const QString &p : cut)
                problems.append(what + u": "_s + p);
        });
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
