// Ray's logs of a cluster's nodes and jobs (the details' Logs tab, or a window of its own): a
// node's files grouped as Ray groups them, a file shown as it streams in (followed if asked) and
// found in, a job's log, a search over every alive node's files, and Save Logs… for a bundle of
// the cluster, the node or the job. Dead nodes are listed, and say their logs are gone.
#pragma once

#include "ray/raylogbundle.h"

#include <QPointer>
#include <QWidget>

#include <functional>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QNetworkAccessManager;
class QPushButton;
class QSplitter;
class QStandardItemModel;
class QTableView;
class QTreeView;

namespace vmray {

class LogLinesModel;

class LogsWindow final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogsWindow)

public:
    enum class Placement { Window, Embedded };
    // What Save Logs… takes: every node and job of the cluster, the node shown, or the job shown.
    enum class SaveScope { Cluster, Node, Job };

    LogsWindow(QNetworkAccessManager *network,
        QString cluster, // "namespace/name"
        QList<ray::RayLogBundle::Node> nodes,
        const QString &vm, // the node shown first
        Placement placement = Placement::Window,
        QWidget *parent = nullptr);
    ~LogsWindow() override;

    const QString &cluster() const { return m_cluster; }
    // The cluster's submitted jobs, offered after the nodes; asked again each time they are shown.
    void setJobs(std::function<QList<ray::RayLogJob>()> jobs);

    // For tests and keyboard users: show a node's files or a job's log, open a file, search
    // everything.
    void showNode(const QString &vm);
    void showJob(const QString &submissionId);
    void openFile(const QString &file, int selectLine = -1);
    void searchEveryNode(const QString &text);
    void saveLogsTo(const QString &path, SaveScope scope = SaveScope::Cluster);
    // The job whose log is shown; empty when a node's file is.
    const QString &shownJob() const { return m_job; }

    QTreeView *filesView() const { return m_files; }
    QListView *linesView() const { return m_lines; }
    LogLinesModel *lines() const { return m_lineModel; }
    QTableView *hitsView() const { return m_hits; }
    QLabel *statusLabel() const { return m_status; }
    QCheckBox *followBox() const { return m_follow; }
    ray::RayLogBundle *bundle() const { return m_bundle; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void listFiles();
    void listJobs();
    void openJob(const QString &submissionId);
    bool showingJobs() const;
    void askSaveLogs(SaveScope scope);
    void updateSaveActions();
    void find(bool forward);
    void showFound(int row);
    void showHit(const QModelIndex &index);
    // Selects `file` in the files tree and opens it at `line` (-1: at its end).
    void selectFile(const QString &file, int line);
    void setStatus(const QString &text);

    QPointer<QNetworkAccessManager> m_network; // the session's, which may go first
    QString m_cluster;
    QList<ray::RayLogBundle::Node> m_nodes;
    int m_node = -1;
    QString m_file;
    QString m_job;
    QString m_findText; // what the find under way looks for
    QString m_pendingJob; // to open once the jobs are listed
    std::function<QList<ray::RayLogJob>()> m_jobs;
    int m_pendingLine = -1;
    QString m_pendingFile; // to open once the node's files are listed
    int m_pendingFileLine = -1;

    QComboBox *m_nodeBox = nullptr;
    QTreeView *m_files = nullptr;
    QStandardItemModel *m_fileModel = nullptr;
    QListView *m_lines = nullptr;
    LogLinesModel *m_lineModel = nullptr;
    QLineEdit *m_find = nullptr;
    QCheckBox *m_follow = nullptr;
    QLineEdit *m_searchAll = nullptr;
    QTableView *m_hits = nullptr;
    QStandardItemModel *m_hitModel = nullptr;
    QPushButton *m_save = nullptr;
    QAction *m_saveNode = nullptr;
    QAction *m_saveJob = nullptr;
    QLabel *m_status = nullptr;
    QSplitter *m_split = nullptr; // the file above, the finds below
    QSplitter *m_upper = nullptr; // the files beside the file
    bool m_sized = false;

    QPointer<ray::RayLogListing> m_listing;
    QPointer<ray::RayLogRead> m_read;
    QPointer<ray::RayJobLogRead> m_jobRead;
    QPointer<ray::RayLogSearch> m_search;
    QPointer<ray::RayLogBundle> m_bundle;
};

} // namespace vmray
