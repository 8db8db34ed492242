// Ray's logs of a cluster's nodes (Cluster > Logs…): a node's files grouped as Ray groups them, a
// file shown as it streams in (followed if asked) and found in, a search over every alive node's
// files, and Save Logs… for a bundle of them all. Dead nodes are listed, and say their logs are
// gone.
#pragma once

#include "ray/raylogbundle.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QNetworkAccessManager;
class QPushButton;
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
    LogsWindow(QNetworkAccessManager *network,
        QString cluster, // "namespace/name"
        QList<ray::RayLogBundle::Node> nodes,
        const QString &vm, // the node shown first
        QWidget *parent = nullptr);
    ~LogsWindow() override;

    // For tests and keyboard users: show a node's files, open one, search everything.
    void showNode(const QString &vm);
    void openFile(const QString &file, int selectLine = -1);
    void searchEveryNode(const QString &text);
    void saveLogsTo(const QString &path);

    QTreeView *filesView() const { return m_files; }
    QListView *linesView() const { return m_lines; }
    LogLinesModel *lines() const { return m_lineModel; }
    QTableView *hitsView() const { return m_hits; }
    QLabel *statusLabel() const { return m_status; }
    QCheckBox *followBox() const { return m_follow; }
    ray::RayLogBundle *bundle() const { return m_bundle; }

private:
    void listFiles();
    void find(bool forward);
    void showHit(const QModelIndex &index);
    // Selects `file` in the files tree and opens it at `line` (-1: at its end).
    void selectFile(const QString &file, int line);
    void setStatus(const QString &text);

    QNetworkAccessManager *m_network;
    QString m_cluster;
    QList<ray::RayLogBundle::Node> m_nodes;
    int m_node = -1;
    QString m_file;
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
    QLabel *m_status = nullptr;

    QPointer<ray::RayLogListing> m_listing;
    QPointer<ray::RayLogRead> m_read;
    QPointer<ray::RayLogSearch> m_search;
    QPointer<ray::RayLogBundle> m_bundle;
};

} // namespace vmray
