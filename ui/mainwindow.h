// The console's main window.
#pragma once

#include <QMainWindow>

class QLabel;
class QListView;
class QPlainTextEdit;

namespace vmray {

struct SandboxEndpoint;
class SupervisorConnection;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    void showSandboxStarting();
    void showSandboxReady(const SandboxEndpoint &endpoint);
    void showSandboxError(const QString &message);
    void showProblem(const QString &message);
    // Shows the namespaces of a connected Supervisor. Not owned.
    void showConnection(SupervisorConnection *connection);
    QListView *namespaceView() const { return m_namespaces; }

Q_SIGNALS:
    void connectRequested();

private:
    QLabel *m_connectionLabel = nullptr;
    QPlainTextEdit *m_details = nullptr;
    QListView *m_namespaces = nullptr;
};

} // namespace vmray
