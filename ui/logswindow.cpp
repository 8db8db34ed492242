#include "logswindow.h"

#include "fleetwindow.h"
#include "items/loglinesmodel.h"
#include "phrasewords.h"
#include "presentation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QFileDialog>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
constexpr int fileRole = Qt::UserRole + 1;
constexpr int lineRole = Qt::UserRole + 2;
constexpr int nodeRole = Qt::UserRole + 3;
constexpr int jobRole = Qt::UserRole + 4;
} // namespace

LogsWindow::LogsWindow(QNetworkAccessManager *network,
    QString cluster,
    QList<ray::RayLogBundle::Node> nodes,
    const QString &vm,
    Placement placement,
    QWidget *parent)
    : QWidget(parent, placement == Placement::Window ? Qt::Window : Qt::Widget)
    , m_network(network)
    , m_cluster(std::move(cluster))
    , m_nodes(std::move(nodes))
{
    setObjectName(u"logsWindow"_s);
    setWindowTitle(tr("Logs of Ray cluster %1").arg(m_cluster));
    if (placement == Placement::Window) {
        setAttribute(Qt::WA_DeleteOnClose);
        placeOverParentWindow(this, QSize(1180, 720));
    }

    m_nodeBox = new QComboBox(this);
    m_nodeBox->setAccessibleName(tr("Node"));
    for (const ray::RayLogBundle::Node &node : std::as_const(m_nodes)) {
        m_nodeBox->addItem(node.alive
                ? node.source.vm
                : tr("%1 (dead in Ray: its logs are gone)").arg(node.source.vm));
    }
    m_save = new QPushButton(tr("&Save Logs"), this);
    m_save->setObjectName(u"saveLogs"_s);
    m_save->setToolTip(tr("Save log files in one archive, with a manifest of what each holds"));
    auto *saveMenu = new QMenu(m_save);
    QAction *saveCluster = saveMenu->addAction(tr("Every Node and Job of the Cluster…"));
    saveCluster->setToolTip(tr("Every log file of the cluster's alive nodes and the logs of its "
                               "submitted jobs"));
    m_saveNode = saveMenu->addAction(tr("This Node's Logs…"));
    m_saveJob = saveMenu->addAction(tr("This Job's Log…"));
    m_save->setMenu(saveMenu);
    connect(saveCluster, &QAction::triggered, this, [this] {
        askSaveLogs(SaveScope::Cluster);
    });
    connect(m_saveNode, &QAction::triggered, this, [this] {
        askSaveLogs(SaveScope::Node);
    });
    connect(m_saveJob, &QAction::triggered, this, [this] {
        askSaveLogs(SaveScope::Job);
    });
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("&Node:"), this));
    qobject_cast<QLabel *>(top->itemAt(0)->widget())->setBuddy(m_nodeBox);
    top->addWidget(m_nodeBox, 1);
    top->addWidget(m_save);
    if (placement == Placement::Embedded) {
        auto *detach = new QPushButton(tr("New &Window"), this);
        detach->setObjectName(u"logsNewWindow"_s);
        detach->setToolTip(tr("Open these logs in a window of their own, beside the console"));
        top->addWidget(detach);
        connect(detach, &QPushButton::clicked, this, [this] {
            const QString shownVm =
                m_node >= 0 && m_node < m_nodes.size() ? m_nodes[m_node].source.vm : QString();
            auto *own =
                new LogsWindow(m_network, m_cluster, m_nodes, shownVm, Placement::Window, window());
            if (m_jobs)
                own->setJobs(m_jobs);
            if (showingJobs() && !m_job.isEmpty())
                own->showJob(m_job);
            own->show();
        });
    }

    m_fileModel = new QStandardItemModel(this);
    m_files = new QTreeView(this);
    m_files->setObjectName(u"logFiles"_s);
    m_files->setModel(m_fileModel);
    m_files->setHeaderHidden(true);
    m_files->setAccessibleName(tr("Log files"));

    m_lineModel = new LogLinesModel(this);
    m_lines = new QListView(this);
    m_lines->setObjectName(u"logLines"_s);
    m_lines->setModel(m_lineModel);
    m_lines->setUniformItemSizes(true);
    m_lines->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_lines->setAccessibleName(tr("Log lines"));
    m_find = new QLineEdit(this);
    m_find->setPlaceholderText(tr("Find in this file (Enter: next, Shift+Enter: previous)"));
    m_find->setClearButtonEnabled(true);
    m_follow = new QCheckBox(tr("&Follow"), this);
    m_follow->setToolTip(tr("Keep showing the lines the file gains"));
    auto *fileBar = new QHBoxLayout;
    fileBar->addWidget(m_find, 1);
    fileBar->addWidget(m_follow);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(fileBar);
    rightLayout->addWidget(m_lines, 1);

    m_searchAll = new QLineEdit(this);
    m_searchAll->setPlaceholderText(tr("Search every alive node's logs, e.g. an error's words"));
    m_searchAll->setClearButtonEnabled(true);
    m_hitModel = new QStandardItemModel(0, 4, this);
    m_hitModel->setHorizontalHeaderLabels({ tr("VM"), tr("File"), tr("Line"), tr("Text") });
    m_hits = new QTableView(this);
    m_hits->setObjectName(u"logHits"_s);
    m_hits->setModel(m_hitModel);
    m_hits->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_hits->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_hits->horizontalHeader()->setStretchLastSection(true);
    m_hits->verticalHeader()->hide();
    m_hits->setWordWrap(false);
    m_hits->setColumnWidth(0, 200);
    m_hits->setColumnWidth(1, 220);
    m_hits->setColumnWidth(2, 60);
    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(m_searchAll);
    bottomLayout->addWidget(m_hits, 1);

    auto *upper = new QSplitter(Qt::Horizontal, this);
    upper->addWidget(m_files);
    upper->addWidget(right);
    upper->setStretchFactor(1, 3);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(upper);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    m_split = split;
    m_upper = upper;

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // Ray's and the server's words, never markup
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    layout->addWidget(m_status);

    connect(m_nodeBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_node = index;
        listFiles();
    });
    connect(m_files, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const QString file = index.data(fileRole).toString();
        const QString job = index.data(jobRole).toString();
        if (!file.isEmpty())
            openFile(file);
        else if (!job.isEmpty())
            openJob(job);
    });
    connect(m_files->selectionModel(),
        &QItemSelectionModel::currentChanged,
        this,
        [this](const QModelIndex &index) {
            const QString file = index.data(fileRole).toString();
            const QString job = index.data(jobRole).toString();
            if (!file.isEmpty() && file != m_file)
                openFile(file);
            else if (!job.isEmpty() && job != m_job)
                openJob(job);
        });
    connect(m_lineModel, &LogLinesModel::found, this, &LogsWindow::showFound);
    connect(m_find, &QLineEdit::returnPressed, this, [this] {
        find(!(QGuiApplication::keyboardModifiers() & Qt::ShiftModifier));
    });
    connect(m_follow, &QCheckBox::toggled, this, [this] {
        if (!m_file.isEmpty() && !showingJobs())
            openFile(m_file);
    });
    connect(m_searchAll, &QLineEdit::returnPressed, this, [this] {
        searchEveryNode(m_searchAll->text());
    });
    connect(m_hits, &QTableView::activated, this, &LogsWindow::showHit);
    updateSaveActions();

    const auto first = std::find_if(m_nodes.cbegin(), m_nodes.cend(), [&vm](const auto &n) {
        return n.source.vm == vm;
    });
    const int start = first == m_nodes.cend() ? 0 : int(first - m_nodes.cbegin());
    if (m_nodes.isEmpty())
        setStatus(tr("Ray's dashboard has not listed this cluster's nodes yet; open the logs again "
                     "in a moment."));
    else if (m_nodeBox->currentIndex() == start) {
        m_node = start;
        listFiles();
    } else {
        m_nodeBox->setCurrentIndex(start);
    }
}

LogsWindow::~LogsWindow() = default;

void LogsWindow::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_sized)
        return;
    m_sized = true;
    // Once laid out: the file gets the room, in a tab as in a window, and the table of finds
    // what is left. The views' own size hints would share it evenly.
    QTimer::singleShot(0, this, [this] {
        const int high = m_split->height();
        const int wide = m_upper->width();
        m_split->setSizes({ high * 3 / 4, high - high * 3 / 4 });
        m_upper->setSizes({ wide / 4, wide - wide / 4 });
    });
}

void LogsWindow::setJobs(std::function<QList<ray::RayLogJob>()> jobs)
{
    const bool had = bool(m_jobs);
    m_jobs = std::move(jobs);
    if (!had && m_jobs && !m_nodes.isEmpty())
        m_nodeBox->addItem(tr("Ray jobs of the cluster"));
}

bool LogsWindow::showingJobs() const
{
    return m_jobs && m_node == m_nodes.size();
}

void LogsWindow::showJob(const QString &submissionId)
{
    if (!m_jobs || m_nodes.isEmpty())
        return;
    if (showingJobs()) {
        const QList<QStandardItem *> found =
            m_fileModel->findItems(u"*"_s, Qt::MatchWildcard | Qt::MatchRecursive);
        for (QStandardItem *item : found) {
            if (item->data(jobRole).toString() == submissionId) {
                m_job = submissionId; // the selection does not open it a second time
                m_files->setCurrentIndex(item->index());
                break;
            }
        }
        openJob(submissionId);
        return;
    }
    m_pendingJob = submissionId;
    m_nodeBox->setCurrentIndex(int(m_nodes.size()));
}

void LogsWindow::listJobs()
{
    const QList<ray::RayLogJob> jobs = m_jobs();
    auto *group = new QStandardItem(tr("Submitted jobs"));
    group->setEditable(false);
    for (const ray::RayLogJob &job : jobs) {
        auto *item = new QStandardItem(tr("%1 (%2): %3")
                                           .arg(job.submissionId,
                                               PresentationProxy::jobStatusText(job.status),
                                               job.entrypoint));
        item->setData(job.submissionId, jobRole);
        item->setToolTip(job.entrypoint.toHtmlEscaped());
        item->setEditable(false);
        group->appendRow(item);
    }
    m_fileModel->appendRow(group);
    m_files->expandAll();
    m_follow->setEnabled(false);
    if (jobs.isEmpty()) {
        setStatus(tr("No jobs were submitted to this cluster, or its dashboard has not listed "
                     "them yet."));
        updateSaveActions();
        return;
    }
    setStatus(tr("%n submitted job(s).", nullptr, int(jobs.size())));
    const QString wanted = std::exchange(m_pendingJob, {});
    showJob(wanted.isEmpty() ? jobs.constFirst().submissionId : wanted);
}

void LogsWindow::openJob(const QString &submissionId)
{
    if (m_nodes.isEmpty())
        return;
    delete m_read;
    delete m_jobRead;
    m_lineModel->clear();
    m_file.clear();
    m_job = submissionId;
    updateSaveActions();
    ray::RayLogSource dashboard = m_nodes.constFirst().source;
    dashboard.nodeId.clear();
    dashboard.vm.clear();
    m_jobRead = new ray::RayJobLogRead(m_network, dashboard, submissionId, this);
    connect(m_jobRead, &ray::RayJobLogRead::finished, this, [this](ray::RayJobLogRead *r) {
        r->deleteLater();
        if (!r->error().isEmpty()) {
            m_lineModel->finish();
            setStatus(wordsOf(r->error()));
            return;
        }
        m_lineModel->append(r->logs());
        m_lineModel->finish();
        m_lines->scrollToBottom();
        setStatus(r->logs().isEmpty()
                ? tr("The job %1 has logged nothing yet.").arg(r->submissionId())
                : tr("Log of job %1: %n line(s).", nullptr, m_lineModel->rowCount())
                      .arg(r->submissionId()));
    });
    setStatus(tr("Reading the log of job %1…").arg(submissionId));
    m_jobRead->start();
}

void LogsWindow::updateSaveActions()
{
    const bool nodeShown = m_node >= 0 && m_node < m_nodes.size() && m_nodes[m_node].alive;
    m_saveNode->setEnabled(nodeShown);
    // Names from the server: an ampersand in them is shown, not taken for a shortcut.
    const auto shown = [](QString name) {
        return name.replace(u'&', u"&&"_s);
    };
    m_saveNode->setText(nodeShown ? tr("Logs of Node %1…").arg(shown(m_nodes[m_node].source.vm))
                                  : tr("This Node's Logs…"));
    const bool jobShown = showingJobs() && !m_job.isEmpty();
    m_saveJob->setEnabled(jobShown);
    m_saveJob->setText(jobShown ? tr("Log of Job %1…").arg(shown(m_job)) : tr("This Job's Log…"));
}

void LogsWindow::askSaveLogs(SaveScope scope)
{
    QString what = m_cluster.section(u'/', -1);
    if (scope == SaveScope::Node && m_node >= 0 && m_node < m_nodes.size())
        what = m_nodes[m_node].source.vm;
    else if (scope == SaveScope::Job)
        what = m_job;
    // A name the server gave is no path: it suggests a file in the folder the dialog opens.
    what.replace(u'/', u'_').replace(u'\\', u'_');
    const QString suggested = what + u"-logs-"_s
        + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s) + u".tar.gz"_s;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Logs"), suggested, tr("Compressed tar archives (*.tar.gz)"));
    if (!path.isEmpty())
        saveLogsTo(path, scope);
}

void LogsWindow::setStatus(const QString &text)
{
    m_status->setText(text);
}

void LogsWindow::showNode(const QString &vm)
{
    for (int i = 0; i < m_nodes.size(); ++i) {
        if (m_nodes[i].source.vm == vm)
            m_nodeBox->setCurrentIndex(i);
    }
}

void LogsWindow::listFiles()
{
    delete m_listing;
    delete m_read;
    delete m_jobRead;
    m_fileModel->clear();
    m_lineModel->clear();
    m_file.clear();
    m_job.clear();
    m_follow->setEnabled(true);
    updateSaveActions();
    if (showingJobs()) {
        listJobs();
        return;
    }
    if (m_node < 0 || m_node >= m_nodes.size())
        return;
    const ray::RayLogBundle::Node &node = m_nodes[m_node];
    if (!node.alive) {
        setStatus(tr("Node %1 is dead in Ray. Only alive nodes serve their logs: what it logged "
                     "is gone unless it was saved before.")
                      .arg(node.source.vm));
        return;
    }
    setStatus(tr("Listing the log files of %1…").arg(node.source.vm));
    m_listing = new ray::RayLogListing(m_network, node.source, this);
    connect(m_listing, &ray::RayLogListing::finished, this, [this](ray::RayLogListing *l) {
        l->deleteLater();
        if (!l->error().isEmpty()) {
            setStatus(wordsOf(l->error()));
            return;
        }
        for (auto it = l->groups().cbegin(); it != l->groups().cend(); ++it) {
            auto *group = new QStandardItem(it.key());
            group->setEditable(false);
            for (const QString &file : it.value()) {
                auto *item = new QStandardItem(file);
                item->setData(file, fileRole);
                item->setEditable(false);
                group->appendRow(item);
            }
            m_fileModel->appendRow(group);
        }
        m_files->expandAll();
        setStatus(tr("%n log file(s) on %1.", nullptr, int(l->files().size()))
                      .arg(m_nodes[m_node].source.vm));
        // The file a search result asked for, else Ray's own log of the node, as the place to
        // start.
        const QString first = m_pendingFile.isEmpty() ? u"raylet.out"_s : m_pendingFile;
        const int line = m_pendingFile.isEmpty() ? -1 : m_pendingFileLine;
        m_pendingFile.clear();
        selectFile(first, line);
    });
    m_listing->start();
}

void LogsWindow::openFile(const QString &file, int selectLine)
{
    if (m_node < 0 || m_node >= m_nodes.size())
        return;
    delete m_read;
    delete m_jobRead;
    m_lineModel->clear();
    m_job.clear();
    m_file = file;
    m_pendingLine = selectLine;
    const ray::RayLogBundle::Node &node = m_nodes[m_node];
    m_read = new ray::RayLogRead(m_network, node.source, file, this);
    if (m_follow->isChecked())
        m_read->setFollow(true);
    connect(m_read, &ray::RayLogRead::arrived, this, [this](const QByteArray &bytes) {
        const bool atEnd =
            m_lines->verticalScrollBar()->value() == m_lines->verticalScrollBar()->maximum();
        m_lineModel->append(bytes);
        if (m_pendingLine >= 0 && m_pendingLine < m_lineModel->rowCount()) {
            m_lines->setCurrentIndex(m_lineModel->index(m_pendingLine));
            m_lines->scrollTo(
                m_lineModel->index(m_pendingLine), QAbstractItemView::PositionAtCenter);
            m_pendingLine = -1;
        } else if (m_follow->isChecked() && atEnd) {
            m_lines->scrollToBottom();
        }
    });
    connect(m_read, &ray::RayLogRead::finished, this, [this, file](ray::RayLogRead *r) {
        r->deleteLater();
        m_lineModel->finish();
        // A log is read from its end, where the latest is.
        if (m_pendingLine < 0 && !m_lines->currentIndex().isValid())
            m_lines->scrollToBottom();
        if (!r->error().isEmpty())
            setStatus(wordsOf(r->error()));
        else
            setStatus(tr("%1: %n line(s).", nullptr, m_lineModel->rowCount()).arg(file));
    });
    setStatus(m_follow->isChecked() ? tr("Following %1…").arg(file) : tr("Reading %1…").arg(file));
    m_read->start();
}

void LogsWindow::find(bool forward)
{
    const int from = m_lines->currentIndex().isValid() ? m_lines->currentIndex().row() : -1;
    m_findText = m_find->text();
    setStatus(tr("Finding \"%1\"…").arg(m_findText));
    m_lineModel->findLater(m_findText, from, forward);
}

void LogsWindow::showFound(int row)
{
    const QString where = m_job.isEmpty() ? m_file : tr("the log of job %1").arg(m_job);
    if (row < 0) {
        setStatus(tr("\"%1\" is not in %2.").arg(m_findText, where));
        return;
    }
    setStatus(
        tr("\"%1\" found in line %2 of %3.").arg(m_findText, QLocale().toString(row + 1), where));
    m_lines->setCurrentIndex(m_lineModel->index(row));
    m_lines->scrollTo(m_lineModel->index(row), QAbstractItemView::PositionAtCenter);
}

void LogsWindow::searchEveryNode(const QString &text)
{
    delete m_search;
    m_hitModel->removeRows(0, m_hitModel->rowCount());
    if (text.trimmed().isEmpty())
        return;
    QList<ray::RayLogSource> alive;
    for (const ray::RayLogBundle::Node &n : std::as_const(m_nodes)) {
        if (n.alive)
            alive << n.source;
    }
    m_search = new ray::RayLogSearch(m_network, alive, text.trimmed(), this);
    connect(m_search, &ray::RayLogSearch::hitsAdded, this, [this](int first, int count) {
        for (int i = first; i < first + count; ++i) {
            const ray::RayLogSearch::Hit &hit = m_search->hits().at(i);
            QList<QStandardItem *> row { new QStandardItem(hit.vm),
                new QStandardItem(hit.file),
                new QStandardItem(QString::number(hit.line)),
                new QStandardItem(hit.text) };
            row[0]->setData(hit.vm, nodeRole);
            row[0]->setData(hit.file, fileRole);
            row[0]->setData(hit.line, lineRole);
            // Log text is the server's: escaped, so a tooltip never reads it as markup.
            row[3]->setToolTip(u"<pre>%1</pre>"_s.arg(
                QString(hit.before + u'\n' + hit.text + u'\n' + hit.after).toHtmlEscaped()));
            m_hitModel->appendRow(row);
        }
    });
    connect(m_search, &ray::RayLogSearch::finished, this, [this](ray::RayLogSearch *s) {
        s->deleteLater();
        QString summary = tr("%n line(s) found in %1 file(s).", nullptr, int(s->hits().size()))
                              .arg(s->filesSearched());
        if (s->truncated())
            summary += u' ' + tr("The search stopped at its limit; search for something rarer.");
        for (const ray::RayLogSearch::Failure &f : s->failures())
            summary += u'\n' + wordsOf(f.error);
        setStatus(summary);
    });
    setStatus(tr("Searching every alive node's logs…"));
    m_search->start();
}

void LogsWindow::showHit(const QModelIndex &index)
{
    const QModelIndex first = index.siblingAtColumn(0);
    const QString vm = first.data(nodeRole).toString();
    const QString file = first.data(fileRole).toString();
    const int line = first.data(lineRole).toInt() - 1;
    if (m_node >= 0 && m_node < m_nodes.size() && m_nodes[m_node].source.vm == vm) {
        selectFile(file, line);
        return;
    }
    // Another node: its files are listed first, then this one opens.
    m_pendingFile = file;
    m_pendingFileLine = line;
    showNode(vm);
}

void LogsWindow::selectFile(const QString &file, int line)
{
    const QList<QStandardItem *> found =
        m_fileModel->findItems(file, Qt::MatchExactly | Qt::MatchRecursive);
    if (!found.isEmpty()) {
        m_file = file; // the selection does not open it a second time
        m_files->setCurrentIndex(found.constFirst()->index());
    }
    openFile(file, line);
}

void LogsWindow::saveLogsTo(const QString &path, SaveScope scope)
{
    if (m_bundle || m_nodes.isEmpty())
        return;
    QList<ray::RayLogBundle::Node> nodes;
    QStringList jobs;
    if (scope == SaveScope::Cluster) {
        nodes = m_nodes;
        if (m_jobs) {
            for (const ray::RayLogJob &job : m_jobs())
                jobs << job.submissionId;
        }
    } else if (scope == SaveScope::Node && m_node >= 0 && m_node < m_nodes.size()) {
        nodes << m_nodes[m_node];
    } else if (scope == SaveScope::Job && !m_job.isEmpty()) {
        jobs << m_job;
    } else {
        return;
    }
    m_bundle = new ray::RayLogBundle(m_network, m_cluster, nodes, path, this);
    m_bundle->setJobs(m_nodes.constFirst().source, jobs);
    m_save->setEnabled(false);
    connect(m_bundle, &ray::RayLogBundle::progressChanged, this, [this] {
        setStatus(tr("Saving logs: %1 of %2 files read…")
                      .arg(m_bundle->filesDone())
                      .arg(m_bundle->filesKnown()));
    });
    connect(m_bundle, &ray::RayLogBundle::finished, this, [this, path](ray::RayLogBundle *b) {
        b->deleteLater(); // so the next Save Logs can start
        m_save->setEnabled(true);
        if (!b->error().isEmpty()) {
            setStatus(wordsOf(b->error()));
            return;
        }
        QString text = tr("The logs are saved in %1: %n file(s), with a manifest.",
            nullptr,
            int(b->manifest().value(u"files"_s).toArray().size()))
                           .arg(path);
        if (b->failures() > 0)
            text += u' '
                + tr(
                    "%n file(s) could not be read; the manifest says why.", nullptr, b->failures());
        const int dead = int(b->manifest().value(u"notRetrievable"_s).toArray().size());
        if (dead > 0)
            text += u' ' + tr("%n dead node(s) could not give their logs.", nullptr, dead);
        setStatus(text);
    });
    setStatus(tr("Saving logs…"));
    m_bundle->start();
}

} // namespace vmray
