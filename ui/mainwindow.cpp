#include "mainwindow.h"

#include "supervisor/sandboxsupervisor.h"
#include "supervisor/supervisorconnection.h"

#include <QApplication>
#include <QFont>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("vmray console"));
    resize(1100, 700);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_connectionLabel = new QLabel(central);
    QFont big = m_connectionLabel->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_connectionLabel->setFont(big);
    m_connectionLabel->setWordWrap(true);
    auto *splitter = new QSplitter(central);
    m_namespaces = new QListView(splitter);
    m_namespaces->setObjectName(u"namespaces"_s);
    m_namespaces->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_namespaces->setAccessibleName(tr("Namespaces"));
    m_details = new QPlainTextEdit(splitter);
    m_details->setReadOnly(true);
    splitter->addWidget(m_namespaces);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({ 260, 800 });
    layout->addWidget(m_connectionLabel);
    layout->addWidget(splitter, 1);
    setCentralWidget(central);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *connectAction = file->addAction(tr("&Connect to a Supervisor…"));
    connectAction->setObjectName(u"connectAction"_s);
    connectAction->setShortcut(QKeySequence::Open);
    connect(connectAction, &QAction::triggered, this, &MainWindow::connectRequested);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);
    m_connectionLabel->setText(tr("Not connected. Use File > Connect to a Supervisor."));
}

MainWindow::~MainWindow() = default;

void MainWindow::showSandboxStarting()
{
    m_connectionLabel->setText(tr("Starting the sandbox Supervisor…"));
    statusBar()->showMessage(tr("Starting the sandbox Supervisor…"));
}

void MainWindow::showSandboxReady(const SandboxEndpoint &endpoint)
{
    m_connectionLabel->setText(
        tr("Sandbox Supervisor running at %1.").arg(endpoint.url.toString()));
    QString text = tr("Certificate authority: %1").arg(endpoint.caFile) + u'\n'
        + tr("Server certificate SHA-256: %1").arg(endpoint.fingerprintSha256) + u"\n\n";
    for (const SandboxUser &user : endpoint.users) {
        text += user.namespaces.isEmpty()
            ? tr("User %1 may use every namespace.").arg(user.username)
            : tr("User %1 may use the namespaces %2.")
                  .arg(user.username, user.namespaces.join(QLatin1String(", ")));
        text += u'\n';
    }
    m_details->setPlainText(text);
    statusBar()->showMessage(tr("Sandbox ready."));
}

void MainWindow::showConnection(SupervisorConnection *connection)
{
    // Called once the connection is up (ConnectionFlow shows only working connections).
    m_namespaces->setModel(connection->namespaces());
    m_connectionLabel->setText(
        tr("Connected to %1 as %2.")
            .arg(connection->profile().name, connection->profile().username));
    statusBar()->showMessage(tr("Namespaces: %1").arg(connection->namespaces()->rowCount()));
    connect(connection, &SupervisorConnection::failed, this, [this](const kube::KubeError &error) {
        m_connectionLabel->setText(tr("The connection failed: %1").arg(error.toString()));
    });
}

void MainWindow::showSandboxError(const QString &message)
{
    m_connectionLabel->setText(tr("The sandbox could not be started."));
    m_details->setPlainText(message);
    statusBar()->showMessage(tr("Sandbox failed."));
}

void MainWindow::showProblem(const QString &message)
{
    m_connectionLabel->setText(message);
    statusBar()->showMessage(message);
}

} // namespace vmray
