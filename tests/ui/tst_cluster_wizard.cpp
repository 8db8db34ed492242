// The create-cluster wizard against the emulator, offscreen, as a user goes through it: live
// choice lists, checks on each page, the password hashed and dropped, the YAML review with
// problems at their lines, create, and the new cluster followed until its head runs and then
// healthy in the main window. Also: a name taken meanwhile (409) keeps everything, and a
// `ray up` config opens at the review page and fills the form.
#include "connectionflow.h"
#include "emulatorfixture.h"
#include "items/clustertablemodel.h"
#include "items/tasklog.h"
#include "language.h"
#include "mainwindow.h"
#include "ray/clusterspec.h"
#include "ray/namespaceworkspace.h"
#include "ray/passwordhash.h"
#include "wizard/clusterwizard.h"
#include "wizard/wizardfields.h"
#include "wizard/yamleditor.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <sys/stat.h>

using namespace Qt::Literals::StringLiterals;
using namespace vmray;

namespace {
bool hasItem(QComboBox *combo, const QString &text)
{
    for (int i = 0; i < combo->count(); ++i) {
        if (combo->itemText(i).contains(text))
            return true;
    }
    return false;
}

QString problemsText(const QList<ray::SpecProblem> &problems)
{
    QStringList lines;
    for (const ray::SpecProblem &p : problems)
        lines.append(p.field + u": "_s + p.message);
    return lines.join(u"; "_s);
}
} // namespace

class TestClusterWizard : public QObject
{
    Q_OBJECT

    EmulatorFixture emu;
    QNetworkAccessManager network;
    std::unique_ptr<MainWindow> window;
    std::unique_ptr<ConnectionFlow> flow;

    template<typename T>
    T *field(QWidget *wizard, const QString &name)
    {
        T *w = wizard->findChild<T *>(name);
        if (!w)
            qWarning("no field %s", qPrintable(name));
        return w;
    }
    static bool canGoOn(ClusterWizard *wizard)
    {
        const auto button = wizard->currentId() == ClusterWizard::ReviewPage ? QWizard::FinishButton
                                                                             : QWizard::NextButton;
        return wizard->button(button)->isEnabled();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(emu.start({ u"--seed"_s, u"demo"_s, u"--speed"_s, u"10"_s }));
        window = std::make_unique<MainWindow>();
        flow = std::make_unique<ConnectionFlow>(&network, nullptr, nullptr, window.get());
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
        p.name = u"Lab"_s;
        p.apiPort = emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = emu.caFile();
        window->show();
        flow->connectTo(p, emu.password());
        QTRY_VERIFY_WITH_TIMEOUT(
            window->namespaceModel() && window->namespaceModel()->rowCount() == 3, 30000);
        window->selectNamespace(u"analytics"_s);
        QTRY_VERIFY_WITH_TIMEOUT(
            window->workspace() && window->workspace()->ns() == u"analytics"_s, 30000);
    }

    void cleanupTestCase()
    {
        flow.reset();
        window.reset();
        QCOMPARE(emu.stop(), 0);
    }

    // Alt and a letter reaches one control of a page, never two: the page's fields and the
    // wizard's own buttons (Back, Next, Cancel) together, in English and in Japanese.
    // A problem on a form page names the field as the form does, and which node type it is of.
    void problemsAreSaidInTheFormsWords()
    {
        const QString types = u"spec.common_node_config.available_node_types."_s;
        const QString head = u"ray.head.default"_s;
        QCOMPARE(wizard::fieldLabel(types + u"ray.worker.gpu.max_workers"_s, head),
            u"Worker node type ray.worker.gpu, Max"_s); // node type names hold dots
        QCOMPARE(wizard::fieldLabel(types + u"gpu.resources.memory"_s, head),
            u"Worker node type gpu, Memory for Ray"_s);
        QCOMPARE(wizard::fieldLabel(types + head + u".vm_class"_s, head), u"Head node, VM class"_s);
        QCOMPARE(wizard::fieldLabel(u"spec.common_node_config.vm_password_salt_hash"_s, head),
            u"VM password"_s);
        QCOMPARE(wizard::fieldLabel(u"spec.common_node_config.max_workers"_s, head),
            u"Maximum total workers"_s);
        const ray::SpecProblem p { ray::SpecProblem::Severity::Error,
            types + u"gpu.min_workers"_s,
            u"The minimum of workers (4) is more than the maximum (3)."_s,
            0,
            0 };
        QCOMPARE(wizard::formProblemLine(p, head),
            u"✖ Worker node type gpu, Min: The minimum of workers (4) is more than the maximum "
            "(3)."_s);
    }

    void noKeyReachesTwoControls_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::newRow("English") << QLocale(QLocale::English);
        QTest::newRow("Japanese") << QLocale(QLocale::Japanese);
    }

    void noKeyReachesTwoControls()
    {
        QFETCH(QLocale, locale);
        installTranslations(locale);
        const auto english = qScopeGuard([] {
            installTranslations(QLocale(QLocale::English));
        });
        ClusterWizard *wizard = window->newCluster();
        QVERIFY(wizard);
        const auto closing = qScopeGuard([wizard] {
            wizard->reject();
        });
        const auto mnemonicOf = [](const QString &text) -> QChar {
            for (qsizetype i = 0; i + 1 < text.size(); ++i) {
                if (text.at(i) == u'&') {
                    if (text.at(i + 1) != u'&')
                        return text.at(i + 1).toLower();
                    ++i; // "&&" is a literal ampersand
                }
            }
            return {};
        };
        for (int id : wizard->pageIds()) {
            QHash<QChar, QString> owners;
            QStringList clashes;
            const auto note = [&](const QString &text) {
                const QChar key = mnemonicOf(text);
                if (key.isNull())
                    return;
                if (owners.contains(key))
                    clashes << owners.value(key) + u" / "_s + text;
                owners.insert(key, text);
            };
            for (const auto which : { QWizard::BackButton,
                     QWizard::NextButton,
                     QWizard::CancelButton,
                     QWizard::FinishButton }) {
                if (which == QWizard::FinishButton && id != ClusterWizard::ReviewPage)
                    continue;
                if (which == QWizard::NextButton && id == ClusterWizard::ReviewPage)
                    continue;
                note(wizard->buttonText(which));
            }
            for (const QLabel *label : wizard->page(id)->findChildren<QLabel *>()) {
                if (label->buddy())
                    note(label->text());
            }
            for (const QAbstractButton *button :
                wizard->page(id)->findChildren<QAbstractButton *>())
                note(button->text());
            QVERIFY2(clashes.isEmpty(), qPrintable(u"page %1: "_s.arg(id) + clashes.join(u"; "_s)));
        }
    }

    void createsAClusterThatBecomesHealthy()
    {
        ClusterWizard *wizard = window->newCluster();
        QVERIFY(wizard);
        QCOMPARE(wizard->currentId(), int(ClusterWizard::TargetPage));
        QCOMPARE(field<QComboBox>(wizard, u"namespace"_s)->currentText(), u"analytics"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!wizard->catalog()->isLoading(), 30000);

        // The steps are listed beside the pages, this one marked.
        auto *steps = field<QListWidget>(wizard, u"stepList"_s);
        QCOMPARE(steps->count(), 6);
        QTRY_VERIFY(steps->item(0)->text().startsWith(u"▸ "_s));
        QVERIFY(steps->item(0)->font().bold());
        QCOMPARE(steps->item(5)->text(), u"Review and create"_s);

        // Target: the name is checked as typed, against the rules and the namespace.
        auto *name = field<QLineEdit>(wizard, u"clusterName"_s);
        auto *targetProblems = field<QLabel>(wizard, u"targetProblems"_s);
        QVERIFY(!canGoOn(wizard));
        QTest::keyClicks(name, u"Ray_Dev"_s);
        QVERIFY(targetProblems->text().contains(u"DNS-1035"_s));
        // Said by the form's label, not the resource's key.
        QVERIFY2(
            targetProblems->text().contains(u"✖ Name: "_s), qPrintable(targetProblems->text()));
        QVERIFY(!canGoOn(wizard));
        name->clear();
        QTest::keyClicks(name, u"etl-nightly"_s); // the demo's cluster in analytics
        QVERIFY2(targetProblems->text().contains(u"already exists"_s),
            qPrintable(targetProblems->text()));
        QVERIFY(!canGoOn(wizard));
        // The cluster that has the name is a click away.
        auto *openExisting = field<QPushButton>(wizard, u"openExistingFromTarget"_s);
        QVERIFY(openExisting->isVisible());
        QSignalSpy opened(wizard, &ClusterWizard::openExistingRequested);
        openExisting->click();
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.first(), (QList<QVariant> { u"analytics"_s, u"etl-nightly"_s }));
        QTRY_COMPARE_WITH_TIMEOUT(window->workspace()->selectedCluster(), u"etl-nightly"_s, 30000);
        name->clear();
        QTest::keyClicks(name, u"wizard-test"_s);
        QVERIFY2(canGoOn(wizard), qPrintable(targetProblems->text()));
        QVERIFY(!openExisting->isVisible());
        wizard->next();

        // Image and login: the lists come from the namespace; a password is required, twice.
        QCOMPARE(wizard->currentId(), int(ClusterWizard::ImagePage));
        auto *image = field<QComboBox>(wizard, u"vmImage"_s);
        QVERIFY(hasItem(image, u"ray-ubuntu-22.04"_s));
        QVERIFY(image->currentText().contains(u"ray-ubuntu-22.04"_s)); // a Ray image by default
        // The Supervisor's cluster-wide image is not offered: the operator would refuse it.
        QVERIFY(!hasItem(image, u"cvmi-"_s));
        auto *note = field<QLabel>(wizard, u"vmImageNote"_s);
        QVERIFY(note->isVisible());
        QVERIFY2(note->text().contains(u"cluster-wide image"_s), qPrintable(note->text()));
        QVERIFY(
            hasItem(field<QComboBox>(wizard, u"storageClass"_s), u"vsan-default-storage-policy"_s));
        QVERIFY(!canGoOn(wizard));
        auto *password = field<QLineEdit>(wizard, u"vmPassword"_s);
        auto *repeat = field<QLineEdit>(wizard, u"vmPasswordRepeat"_s);
        QTest::keyClicks(password, u"Tr0ub4dor&3"_s);
        QTest::keyClicks(repeat, u"Tr0ub4dor&"_s);
        QVERIFY(field<QLabel>(wizard, u"imageProblems"_s)->text().contains(u"differ"_s));
        QVERIFY(!canGoOn(wizard));
        QTest::keyClicks(repeat, u"3"_s);
        QVERIFY2(canGoOn(wizard), qPrintable(field<QLabel>(wizard, u"imageProblems"_s)->text()));
        wizard->next();
        // Only the hash is kept; the password is gone from the form.
        QVERIFY(password->text().isEmpty() && repeat->text().isEmpty());
        const QString hash = wizard->formSpec().vmPasswordSaltHash;
        QVERIFY(hash.startsWith(u"$6$"_s));
        QVERIFY(ray::vmPasswordMatches(u"Tr0ub4dor&3"_s, hash));

        // Head: VM classes with their sizes.
        QCOMPARE(wizard->currentId(), int(ClusterWizard::HeadPage));
        auto *headClass = field<QComboBox>(wizard, u"headClass"_s);
        QVERIFY(hasItem(headClass, u"best-effort-large (4 vCPU, 16 GiB)"_s));
        headClass->setCurrentIndex(headClass->findData(u"best-effort-medium"_s));
        wizard->next();

        // Workers: one type, 1 to 2 workers; the page says the bounds are fixed.
        QCOMPARE(wizard->currentId(), int(ClusterWizard::WorkersPage));
        QVERIFY(field<QLabel>(wizard, u"boundsFixedNote"_s)->text().contains(u"fixed"_s));
        auto *table = field<QTableWidget>(wizard, u"workerTable"_s);
        QCOMPARE(table->rowCount(), 1);
        auto *workerClass = qobject_cast<QComboBox *>(table->cellWidget(0, 1));
        workerClass->setCurrentIndex(workerClass->findData(u"best-effort-small"_s));
        qobject_cast<QSpinBox *>(table->cellWidget(0, 3))->setValue(2);
        auto *maxWorkers = field<QSpinBox>(wizard, u"maxWorkers"_s);
        maxWorkers->setValue(0);
        QVERIFY(!canGoOn(wizard)); // fewer in all than the type's minimum: the webhook's rule
        QVERIFY(!field<QLabel>(wizard, u"workerProblems"_s)->text().isEmpty());
        maxWorkers->setValue(2);
        QVERIFY2(canGoOn(wizard), qPrintable(field<QLabel>(wizard, u"workerProblems"_s)->text()));
        wizard->next();
        QCOMPARE(wizard->currentId(), int(ClusterWizard::OptionsPage));
        wizard->next();

        // Review: the resource, no problems, capacity from the VM classes.
        QCOMPARE(wizard->currentId(), int(ClusterWizard::ReviewPage));
        QVERIFY(steps->item(0)->text().startsWith(u"✓ "_s));
        QVERIFY(steps->item(5)->text().startsWith(u"▸ "_s));
        auto *yaml = field<YamlEditor>(wizard, u"yamlEditor"_s);
        const QString text = yaml->toPlainText();
        QVERIFY(text.contains(u"name: wizard-test"_s));
        QVERIFY(text.contains(u"worker_node:"_s));
        QVERIFY2(
            wizard->reviewProblems().isEmpty(), qPrintable(problemsText(wizard->reviewProblems())));
        // best-effort-medium head (2 vCPU, 8 GiB) and one best-effort-small worker (2, 4).
        QCOMPARE(wizard->capacity().nodesAtMin, 2);
        QCOMPARE(wizard->capacity().cpusAtMin, 4);
        QCOMPARE(wizard->capacity().memoryAtMin, 12LL << 30);
        QCOMPARE(wizard->capacity().nodesAtMax, 3);
        QVERIFY(field<QLabel>(wizard, u"capacity"_s)->text().contains(u"quota"_s));

        // An edit that breaks a rule is marked at its line, and blocks the create.
        QString broken = text;
        broken.replace(u"min_workers: 1"_s, u"min_workers: 5"_s);
        QVERIFY(broken != text);
        yaml->setPlainText(broken);
        QVERIFY(!canGoOn(wizard));
        QVERIFY(!wizard->reviewProblems().isEmpty());
        const int line = wizard->reviewProblems().first().line;
        QVERIFY(line > 0);
        QVERIFY(broken.split(u'\n').at(line - 1).contains(u"_workers"_s));
        QVERIFY(yaml->markedLines().contains(line));
        QVERIFY(
            field<QListWidget>(wizard, u"problemList"_s)->item(0)->text().startsWith(u"Line"_s));
        yaml->setPlainText(text);
        QVERIFY(wizard->reviewProblems().isEmpty());
        QVERIFY(yaml->markedLines().isEmpty());

        // Create: dry run, create, then followed until the head runs.
        QVERIFY(canGoOn(wizard));
        wizard->button(QWizard::FinishButton)->click();
        QTRY_VERIFY_WITH_TIMEOUT(wizard->isCreated(), 30000);
        QVERIFY(wizard->applyStatus().contains(u"wizard-test"_s));
        QTRY_VERIFY2_WITH_TIMEOUT(
            wizard->isHeadRunning(), qPrintable(wizard->applyStatus()), 90000);
        QVERIFY(wizard->applyStatus().contains(u":8265"_s));
        // The main window shows the new cluster, selected, and follows it to healthy.
        QTRY_COMPARE_WITH_TIMEOUT(window->workspace()->selectedCluster(), u"wizard-test"_s, 30000);
        const auto state = [&] {
            QTableView *view = window->clusterView();
            for (int r = 0; r < view->model()->rowCount(); ++r) {
                if (view->model()->index(r, ClusterTableModel::Name).data().toString()
                    == u"wizard-test"_s)
                    return view->model()->index(r, ClusterTableModel::State).data().toString();
            }
            return QString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(state(), u"Healthy"_s, 90000);
        // What the Supervisor stored is what was reviewed.
        const HttpResult stored = emu.get(
            u"/apis/vmray.broadcom.com/v1alpha1/namespaces/analytics/vmrayclusters/wizard-test"_s,
            emu.adminToken());
        QCOMPARE(stored.status, 200);
        const QJsonObject common =
            stored.json().value(u"spec"_s).toObject().value(u"common_node_config"_s).toObject();
        QCOMPARE(common.value(u"vm_password_salt_hash"_s).toString(), hash);
        QCOMPARE(common.value(u"max_workers"_s).toInt(), 2);
        // The create is a task that ended when the cluster was healthy, kept in a log that holds
        // neither the password nor its hash.
        const auto createTask = [&] { // the newest: the log outlives a run
            return std::find_if(window->taskLog()->tasks().crbegin(),
                window->taskLog()->tasks().crend(),
                [](const TaskRecord &r) {
                    return r.target == u"wizard-test"_s;
                });
        };
        QVERIFY(createTask() != window->taskLog()->tasks().crend());
        QTRY_COMPARE_WITH_TIMEOUT(createTask()->state, TaskRecord::State::Succeeded, 30000);
        const auto task = createTask();
        QCOMPARE(task->kind, TaskRecord::Kind::CreateCluster);
        QVERIFY2(
            task->progress.english().contains(u"healthy"_s), qPrintable(task->progress.english()));
        QCOMPARE(task->ns, u"analytics"_s);
        QCOMPARE(task->initiator, emu.username());
        QFile log(window->taskLog()->filePath());
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray logged = log.readAll();
        QVERIFY(logged.contains("wizard-test"));
        QVERIFY(!logged.contains("Tr0ub4dor"));
        QVERIFY(!logged.contains(hash.toUtf8()));
        wizard->button(QWizard::FinishButton)->click(); // now "Close"
        QTRY_VERIFY(!wizard->isVisible());
    }

    // The name is taken after the wizard looked (someone else created it): the server's 409
    // keeps every input and offers the existing cluster.
    void keepsEverythingWhenTheNameWasTakenMeanwhile()
    {
        ClusterWizard *wizard = window->newCluster();
        QTRY_VERIFY_WITH_TIMEOUT(!wizard->catalog()->isLoading(), 30000);
        QCOMPARE(emu.request("POST",
                        u"/apis/vmray.broadcom.com/v1alpha1/namespaces/analytics/vmrayclusters"_s,
                        toJson(validCluster(u"late-comer"_s, u"analytics"_s)),
                        emu.adminToken())
                     .status,
            201);
        ray::ClusterSpec spec =
            ray::parseClusterResource(toJson(validCluster(u"late-comer"_s, u"analytics"_s))).spec;
        spec.vmPasswordSaltHash = ray::hashVmPassword(u"pw"_s);
        const QByteArray yaml = ray::toClusterResource(spec);
        QVERIFY(wizard->openYaml(yaml, u"late-comer.yaml"_s));
        QCOMPARE(wizard->currentId(), int(ClusterWizard::ReviewPage));
        QVERIFY2(canGoOn(wizard), qPrintable(problemsText(wizard->reviewProblems())));
        wizard->button(QWizard::FinishButton)->click();
        auto *openExisting = field<QPushButton>(wizard, u"openExisting"_s);
        QTRY_VERIFY_WITH_TIMEOUT(openExisting->isVisible(), 30000);
        QVERIFY(!wizard->isCreated());
        QVERIFY(wizard->applyStatus().contains(u"already exists"_s));
        QCOMPARE(wizard->yamlText(), QString::fromUtf8(yaml)); // nothing lost
        QVERIFY(wizard->button(QWizard::BackButton)->isEnabled());
        openExisting->click();
        QTRY_COMPARE_WITH_TIMEOUT(window->workspace()->selectedCluster(), u"late-comer"_s, 30000);
        wizard->close();
    }

    // Closed while the create is on its way: nothing is left pointing at the gone wizard.
    // The name has the focus and is not marked before anything is typed; Esc closes an untouched
    // wizard at once, and asks before it discards what was typed.
    void escapeAsksBeforeDiscardingWhatWasTyped()
    {
        QPointer<ClusterWizard> wizard = window->newCluster();
        QTRY_VERIFY_WITH_TIMEOUT(!wizard->catalog()->isLoading(), 30000);
        auto *name = field<QLineEdit>(wizard, u"clusterName"_s);
        QTRY_COMPARE(wizard->focusWidget(), name);
        QVERIFY(!name->property("vmrayProblem").toBool());
        QVERIFY2(field<QLabel>(wizard, u"targetProblems"_s)->text().contains(u"Enter a name"_s),
            qPrintable(field<QLabel>(wizard, u"targetProblems"_s)->text()));
        QVERIFY(!canGoOn(wizard));
        QTest::keyClick(wizard, Qt::Key_Escape);
        QTRY_VERIFY(wizard.isNull() || !wizard->isVisible());
        QVERIFY(wizard.isNull() || !wizard->findChild<QMessageBox *>(u"discardNewCluster"_s));

        wizard = window->newCluster();
        QTRY_VERIFY_WITH_TIMEOUT(!wizard->catalog()->isLoading(), 30000);
        name = field<QLineEdit>(wizard, u"clusterName"_s);
        QTest::keyClicks(name, u"kept"_s);
        QTest::keyClick(wizard, Qt::Key_Escape);
        QMessageBox *box = nullptr;
        QTRY_VERIFY(
            (box = wizard->findChild<QMessageBox *>(u"discardNewCluster"_s)) && box->isVisible());
        QCOMPARE(box->defaultButton()->objectName(), u"keepEditing"_s);
        box->defaultButton()->click();
        QTRY_VERIFY(!wizard->findChild<QMessageBox *>(u"discardNewCluster"_s)
            || !wizard->findChild<QMessageBox *>(u"discardNewCluster"_s)->isVisible());
        QVERIFY(wizard->isVisible());
        QCOMPARE(name->text(), u"kept"_s);
        QTest::keyClick(wizard, Qt::Key_Escape);
        QTRY_VERIFY(
            (box = wizard->findChild<QMessageBox *>(u"discardNewCluster"_s)) && box->isVisible());
        box->findChild<QPushButton *>(u"discard"_s)->click();
        QTRY_VERIFY(wizard.isNull() || !wizard->isVisible());
    }

    // The review page sends the cluster with dryRun as it opens and says what the Supervisor
    // answered, a failure included; nothing is created either way.
    void theDryRunIsSeenBeforeCreate()
    {
        ray::ClusterSpec spec =
            ray::parseClusterResource(toJson(validCluster(u"dry-checked"_s, u"analytics"_s))).spec;
        spec.vmPasswordSaltHash = ray::hashVmPassword(u"pw"_s);
        QPointer<ClusterWizard> wizard = window->newCluster();
        QVERIFY(wizard->openYaml(ray::toClusterResource(spec)));
        QTRY_VERIFY_WITH_TIMEOUT(!wizard->catalog()->isLoading(), 30000);
        QCOMPARE(wizard->currentId(), int(ClusterWizard::ReviewPage));
        QTRY_VERIFY2_WITH_TIMEOUT(wizard->applyStatus().contains(u"Dry run passed"_s),
            qPrintable(wizard->applyStatus()),
            30000);
        const QString path =
            u"/apis/vmray.broadcom.com/v1alpha1/namespaces/analytics/vmrayclusters/dry-checked"_s;
        QCOMPARE(emu.get(path, emu.adminToken()).status, 404);

        // The Supervisor fails the next dry run: said, in its words, and Create is still there.
        QVERIFY(emu.fault(QJsonObject { { u"failNext"_s,
            QJsonObject { { u"count"_s, 1 },
                { u"code"_s, 500 },
                { u"pathContains"_s, u"dryRun=All"_s },
                { u"message"_s, u"admission webhook is down"_s } } } }));
        auto *check = field<QPushButton>(wizard, u"dryRun"_s);
        QVERIFY(check->isEnabled());
        check->click();
        QTRY_VERIFY2_WITH_TIMEOUT(wizard->applyStatus().contains(u"could not be done"_s),
            qPrintable(wizard->applyStatus()),
            30000);
        QVERIFY(wizard->applyStatus().contains(u"admission webhook is down"_s));
        QVERIFY(canGoOn(wizard));
        QCOMPARE(emu.get(path, emu.adminToken()).status, 404);
        wizard->close(); // the opened YAML counts as work: asked first
        QMessageBox *box = nullptr;
        QTRY_VERIFY(
            (box = wizard->findChild<QMessageBox *>(u"discardNewCluster"_s)) && box->isVisible());
        box->findChild<QPushButton *>(u"discard"_s)->click();
        QTRY_VERIFY(wizard.isNull() || !wizard->isVisible());
    }

    void closesSafelyInTheMiddleOfACreate()
    {
        ray::ClusterSpec spec =
            ray::parseClusterResource(toJson(validCluster(u"closed-early"_s, u"analytics"_s))).spec;
        spec.vmPasswordSaltHash = ray::hashVmPassword(u"pw"_s);
        QPointer<ClusterWizard> wizard = window->newCluster();
        QVERIFY(wizard->openYaml(ray::toClusterResource(spec)));
        QTRY_VERIFY_WITH_TIMEOUT(canGoOn(wizard), 30000);
        wizard->button(QWizard::FinishButton)->click();
        QVERIFY(!wizard->isCreated());
        wizard->close(); // deletes it (WA_DeleteOnClose)
        QTRY_VERIFY(wizard.isNull());
        // The answers arrive for nobody; under ASan any use of the gone wizard fails here.
        QTRY_VERIFY_WITH_TIMEOUT(
            emu.get(u"/apis/vmray.broadcom.com/v1alpha1/namespaces/analytics/vmrayclusters"_s,
                   emu.adminToken())
                    .status
                == 200,
            10000);
    }

    // A `ray up` config opens at the review page as the resource it makes; Back shows the form
    // filled from it.
    void opensARayUpConfigForReview()
    {
        ray::ClusterSpec spec =
            ray::parseClusterResource(toJson(validCluster(u"from-ray-up"_s, u"analytics"_s))).spec;
        spec.vmPasswordSaltHash = ray::hashVmPassword(u"pw"_s);
        QTemporaryDir dir;
        const QString file = dir.filePath(u"cluster.yaml"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(ray::toRayUpConfig(spec));
        out.close();
        ClusterWizard *wizard = window->openClusterYaml(file);
        QVERIFY(wizard);
        QCOMPARE(wizard->currentId(), int(ClusterWizard::ReviewPage));
        QVERIFY(wizard->yamlText().contains(u"kind: VMRayCluster"_s));
        QVERIFY(wizard->yamlText().contains(u"name: from-ray-up"_s));
        QTRY_VERIFY_WITH_TIMEOUT(!wizard->catalog()->isLoading(), 30000);
        QVERIFY2(
            wizard->reviewProblems().isEmpty(), qPrintable(problemsText(wizard->reviewProblems())));
        wizard->back();
        QCOMPARE(wizard->currentId(), int(ClusterWizard::OptionsPage));
        QCOMPARE(field<QLineEdit>(wizard, u"clusterName"_s)->text(), u"from-ray-up"_s);
        QCOMPARE(wizard->formSpec().nodeTypes, spec.nodeTypes);
        QCOMPARE(field<QSpinBox>(wizard, u"maxWorkers"_s)->value(), spec.maxWorkers);

        // Not a cluster at all: said, and no wizard stays open.
        const QString junk = dir.filePath(u"junk.yaml"_s);
        QFile bad(junk);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("key: [unclosed\n");
        bad.close();
        QTimer::singleShot(0, this, [] {
            // The warning is modal; answer it as a user would.
            QTRY_VERIFY(QApplication::activeModalWidget());
            QTest::keyClick(QApplication::activeModalWidget(), Qt::Key_Enter);
        });
        QVERIFY(!window->openClusterYaml(junk));
        wizard->close();
    }

    // Open on a FIFO froze the window, waiting for a writer: it is refused at once, saying so.
    void opensNoPipe()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(u"cluster.yaml"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QString said;
        QTimer::singleShot(0, this, [&said] {
            QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            said = box->text();
            QTest::keyClick(box, Qt::Key_Enter);
        });
        QVERIFY(!window->openClusterYaml(fifo));
        QVERIFY2(said.contains(u"is a pipe (FIFO)"_s), qPrintable(said));
    }

    // The connection's CA file also holds the CA's private key: the review refuses it, and what
    // is created never carries the key. Last, as it connects the window anew.
    void neverSendsThePrivateKeyOfTheCaFile()
    {
        QTemporaryDir dir;
        const QString withKey = dir.filePath(u"ca-and-key.pem"_s);
        QVERIFY(runOpenssl({ u"genpkey"_s,
            u"-algorithm"_s,
            u"EC"_s,
            u"-pkeyopt"_s,
            u"ec_paramgen_curve:prime256v1"_s,
            u"-out"_s,
            dir.filePath(u"key.pem"_s) }));
        QFile ca(emu.caFile());
        QFile key(dir.filePath(u"key.pem"_s));
        QVERIFY(ca.open(QIODevice::ReadOnly) && key.open(QIODevice::ReadOnly));
        const QByteArray certificates = ca.readAll();
        const QByteArray privateKey = key.readAll();
        QVERIFY(privateKey.contains("PRIVATE KEY"));
        QFile both(withKey);
        QVERIFY(both.open(QIODevice::WriteOnly));
        both.write(certificates + privateKey);
        both.close();
        ConnectionProfile p =
            ConnectionProfile::create(u"127.0.0.1:%1"_s.arg(emu.url().port()), emu.username());
        p.apiPort = emu.url().port();
        p.trust = ConnectionProfile::Trust::CaFile;
        p.caFile = withKey; // it verifies: its certificate is the emulator's CA
        auto *before = flow->connection();
        flow->connectTo(p, emu.password());
        QTRY_VERIFY_WITH_TIMEOUT(flow->connection() && flow->connection() != before, 30000);
        window->selectNamespace(u"analytics"_s);
        QTRY_VERIFY_WITH_TIMEOUT(
            window->workspace() && window->workspace()->ns() == u"analytics"_s, 30000);

        ClusterWizard *wizard = window->newCluster();
        QVERIFY(wizard);
        QTRY_VERIFY_WITH_TIMEOUT(!wizard->catalog()->isLoading(), 30000);
        // The file as it is, so the user sees what it holds.
        const QString offered = field<QPlainTextEdit>(wizard, u"caCert"_s)->toPlainText();
        QVERIFY(offered.contains(u"PRIVATE KEY"_s));
        ray::ClusterSpec spec =
            ray::parseClusterResource(toJson(validCluster(u"ca-with-key"_s, u"analytics"_s))).spec;
        spec.vmPasswordSaltHash = ray::hashVmPassword(u"pw"_s);
        spec.apiServerCaCert = offered;
        QVERIFY(wizard->openYaml(ray::toClusterResource(spec)));
        QCOMPARE(wizard->currentId(), int(ClusterWizard::ReviewPage));
        const QList<ray::SpecProblem> problems = wizard->reviewProblems();
        QVERIFY2(std::any_of(problems.cbegin(),
                     problems.cend(),
                     [](const ray::SpecProblem &problem) {
                         return problem.field == u"spec.api_server.ca_cert"_s
                             && problem.severity == ray::SpecProblem::Severity::Error
                             && problem.message.contains(u"private key"_s);
                     }),
            qPrintable(problemsText(problems)));
        QVERIFY(!canGoOn(wizard)); // "No problems found" no more

        // Without the key, the cluster is created with the certificate alone.
        spec.apiServerCaCert = QString::fromLatin1(certificates);
        QVERIFY(wizard->openYaml(ray::toClusterResource(spec)));
        QTRY_VERIFY2_WITH_TIMEOUT(
            canGoOn(wizard), qPrintable(problemsText(wizard->reviewProblems())), 30000);
        wizard->button(QWizard::FinishButton)->click();
        QTRY_VERIFY_WITH_TIMEOUT(wizard->isCreated(), 30000);
        const HttpResult created = emu.get(
            u"/apis/vmray.broadcom.com/v1alpha1/namespaces/analytics/vmrayclusters/ca-with-key"_s,
            emu.adminToken());
        QCOMPARE(created.status, 200);
        const QString sent = created.json()
                                 .value(u"spec"_s)
                                 .toObject()
                                 .value(u"api_server"_s)
                                 .toObject()
                                 .value(u"ca_cert"_s)
                                 .toString();
        QVERIFY(sent.startsWith(u"-----BEGIN CERTIFICATE-----"_s));
        QVERIFY(!created.body.contains("PRIVATE KEY"));
        wizard->close();
    }

    // The connection closes while the create waits for its dry run: the wizard unlocks, says the
    // create stopped and keeps what was entered. Last: the window stays disconnected.
    void unlocksWhenTheConnectionClosesMidCreate()
    {
        ray::ClusterSpec spec =
            ray::parseClusterResource(toJson(validCluster(u"cut-off"_s, u"analytics"_s))).spec;
        spec.vmPasswordSaltHash = ray::hashVmPassword(u"pw"_s);
        QPointer<ClusterWizard> wizard = window->newCluster();
        QVERIFY(wizard->openYaml(ray::toClusterResource(spec)));
        QTRY_VERIFY_WITH_TIMEOUT(canGoOn(wizard), 30000);
        const QString yaml = wizard->yamlText();
        QVERIFY(emu.fault(QJsonObject { { u"latency"_s,
            QJsonObject { { u"ms"_s, 3000 },
                { u"count"_s, -1 },
                { u"pathContains"_s, u"dryRun=All"_s } } } }));
        wizard->button(QWizard::FinishButton)->click();
        flow->disconnectFromSupervisor(false);
        QTRY_VERIFY2_WITH_TIMEOUT(wizard->applyStatus().contains(u"no longer connected"_s),
            qPrintable(wizard->applyStatus()),
            30000);
        QVERIFY(!wizard->isCreated());
        QVERIFY(wizard->button(QWizard::BackButton)->isEnabled());
        QCOMPARE(wizard->yamlText(), yaml);
        QVERIFY(emu.fault(
            QJsonObject { { u"latency"_s, QJsonObject { { u"ms"_s, 0 }, { u"count"_s, 0 } } } }));
        wizard->close();
    }
};

QTEST_MAIN(TestClusterWizard)
#include "tst_cluster_wizard.moc"
