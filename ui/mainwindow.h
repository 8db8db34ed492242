// The console's main window.
#pragma once

#include <QMainWindow>

class QLabel;
class QPlainTextEdit;

namespace vmray {

struct SandboxEndpoint;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    void showSandboxStarting();
    void showSandboxReady(const SandboxEndpoint &endpoint);
    void showError(const QString &message);

private:
    QLabel *m_connectionLabel = nullptr;
    QPlainTextEdit *m_details = nullptr;
};

} // namespace vmray
