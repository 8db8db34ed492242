#include "connectdialog.h"

#include "errortext.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

ConnectDialog::ConnectDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Connect to a Supervisor"));
    auto *layout = new QVBoxLayout(this);

    auto *sources = new QFormLayout;
    auto *savedRow = new QHBoxLayout;
    m_savedCombo = new QComboBox(this);
    m_savedCombo->setObjectName(u"savedProfiles"_s);
    m_forget = new QPushButton(tr("Forget"), this);
    m_forget->setObjectName(u"forget"_s);
    m_forget->setToolTip(tr("Remove this connection and its stored token and password."));
    savedRow->addWidget(m_savedCombo, 1);
    savedRow->addWidget(m_forget);
    sources->addRow(tr("Saved connection:"), savedRow);
    m_kubeconfigCombo = new QComboBox(this);
    m_kubeconfigCombo->setObjectName(u"kubeconfigContexts"_s);
    sources->addRow(tr("Import from kubeconfig:"), m_kubeconfigCombo);
    layout->addLayout(sources);

    auto *form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"name"_s);
    m_name->setPlaceholderText(tr("Name shown in the console; the server address if left empty"));
    m_server = new QLineEdit(this);
    m_server->setObjectName(u"server"_s);
    m_server->setPlaceholderText(tr("Supervisor address, e.g. 10.0.0.10 or wcp.example.com"));
    m_apiPort = new QSpinBox(this);
    m_apiPort->setObjectName(u"apiPort"_s);
    m_apiPort->setRange(1, 65535);
    m_apiPort->setValue(6443);
    m_apiPort->setToolTip(tr("The Kubernetes API port of the Supervisor; 6443 unless your "
                             "administrator says otherwise."));
    m_username = new QLineEdit(this);
    m_username->setObjectName(u"username"_s);
    m_username->setPlaceholderText(u"administrator@vsphere.local"_s);
    m_password = new QLineEdit(this);
    m_password->setObjectName(u"password"_s);
    m_password->setEchoMode(QLineEdit::Password);
    m_passwordHint = new QLabel(this);
    m_passwordHint->setWordWrap(true);
    m_passwordHint->hide();
    m_remember = new QCheckBox(tr("Remember the password in the system keychain"), this);
    m_remember->setObjectName(u"rememberPassword"_s);
    m_keepSession = new QCheckBox(
        tr("Stay logged in: keep the session token in the system keychain until it expires"), this);
    m_keepSession->setObjectName(u"keepSession"_s);
    m_keepSession->setToolTip(
        tr("A Supervisor's session token is valid for up to ten hours. "
           "With the token kept, the console reconnects without asking for the "
           "password; otherwise each start asks (or uses the remembered "
           "password)."));
    m_keepSession->setChecked(true);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Server:"), m_server);
    form->addRow(tr("API &port:"), m_apiPort);
    form->addRow(tr("&User name:"), m_username);
    form->addRow(tr("Pass&word:"), m_password);
    form->addRow(QString(), m_passwordHint);
    form->addRow(QString(), m_remember);
    form->addRow(QString(), m_keepSession);
    layout->addLayout(form);

    auto *trustBox = new QGroupBox(tr("Server certificate"), this);
    auto *trustLayout = new QVBoxLayout(trustBox);
    m_trustGroup = new QButtonGroup(this);
    m_trustSystem =
        new QRadioButton(tr("Verify it with the system's certificate authorities"), trustBox);
    m_trustSystem->setObjectName(u"trustSystem"_s);
    m_trustCaFile = new QRadioButton(tr("Verify it with this CA certificate file:"), trustBox);
    m_trustCaFile->setObjectName(u"trustCaFile"_s);
    auto *caRow = new QHBoxLayout;
    m_caFile = new QLineEdit(trustBox);
    m_caFile->setObjectName(u"caFile"_s);
    m_browseCa = new QPushButton(tr("Browse…"), trustBox);
    caRow->addSpacing(24);
    caRow->addWidget(m_caFile, 1);
    caRow->addWidget(m_browseCa);
    m_trustPinned = new QRadioButton(
        tr("Accept only the certificate with this SHA-256 fingerprint:"), trustBox);
    m_trustPinned->setObjectName(u"trustPinned"_s);
    auto *pinRow = new QHBoxLayout;
    m_fingerprint = new QLineEdit(trustBox);
    m_fingerprint->setObjectName(u"fingerprint"_s);
    m_fingerprint->setPlaceholderText(u"AB:CD:…"_s);
    pinRow->addSpacing(24);
    pinRow->addWidget(m_fingerprint, 1);
    m_trustInsecure = new QRadioButton(tr("Do not verify it"), trustBox);
    m_trustInsecure->setObjectName(u"trustInsecure"_s);
    m_insecureWarning = new QLabel(tr("Anyone on the network path can then pose as the Supervisor "
                                      "and read your password and token. Use this only for a "
                                      "test system."),
        trustBox);
    m_insecureWarning->setWordWrap(true);
    m_insecureWarning->setContentsMargins(24, 0, 0, 0);
    trustLayout->addWidget(m_trustSystem);
    trustLayout->addWidget(m_trustCaFile);
    trustLayout->addLayout(caRow);
    trustLayout->addWidget(m_trustPinned);
    trustLayout->addLayout(pinRow);
    trustLayout->addWidget(m_trustInsecure);
    trustLayout->addWidget(m_insecureWarning);
    m_trustGroup->addButton(m_trustSystem, int(ConnectionProfile::Trust::System));
    m_trustGroup->addButton(m_trustCaFile, int(ConnectionProfile::Trust::CaFile));
    m_trustGroup->addButton(m_trustPinned, int(ConnectionProfile::Trust::Pinned));
    m_trustGroup->addButton(m_trustInsecure, int(ConnectionProfile::Trust::Insecure));
    m_trustSystem->setChecked(true);
    layout->addWidget(trustBox);

    m_message = new QLabel(this);
    m_message->setObjectName(u"message"_s);
    m_message->setWordWrap(true);
    // Server messages and certificate names are shown as they are, never as markup.
    m_message->setTextFormat(Qt::PlainText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();
    layout->addWidget(m_message);
    m_trustOffer = new QPushButton(tr("Trust This Certificate and Connect"), this);
    m_trustOffer->setObjectName(u"trustOffer"_s);
    // Not the button Enter presses: trusting a certificate is a choice, not a reflex.
    m_trustOffer->setAutoDefault(false);
    m_trustOffer->hide();
    layout->addWidget(m_trustOffer, 0, Qt::AlignLeft);
    // Never the default button and never focused: replacing a pin is a deliberate act.
    m_replacePin = new QPushButton(tr("Replace the Pinned Certificate…"), this);
    m_replacePin->setObjectName(u"replacePin"_s);
    m_replacePin->setAutoDefault(false);
    m_replacePin->hide();
    layout->addWidget(m_replacePin, 0, Qt::AlignLeft);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_connect = m_buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    m_connect->setObjectName(u"connect"_s);
    m_connect->setDefault(true);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::requestConnect);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_trustGroup, &QButtonGroup::idToggled, this, &ConnectDialog::trustChanged);
    connect(m_browseCa, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this,
            tr("CA Certificate"),
            m_caFile->text(),
            tr("Certificates (*.pem *.crt *.cer);;All files (*)"));
        if (!file.isEmpty())
            m_caFile->setText(file);
    });
    connect(m_trustOffer, &QPushButton::clicked, this, &ConnectDialog::pinOffered);
    connect(m_replacePin, &QPushButton::clicked, this, &ConnectDialog::replacePinOffered);
    // A fingerprint typed in is not the certificate whose validity was known.
    connect(m_fingerprint, &QLineEdit::textEdited, this, [this] {
        m_pinnedValidFrom = {};
        m_pinnedValidUntil = {};
    });
    connect(m_savedCombo, &QComboBox::activated, this, &ConnectDialog::savedProfileChosen);
    connect(
        m_kubeconfigCombo, &QComboBox::activated, this, &ConnectDialog::kubeconfigContextChosen);
    connect(m_forget, &QPushButton::clicked, this, [this] {
        const int index = m_savedCombo->currentIndex() - 1;
        if (index < 0 || index >= m_saved.size())
            return;
        Q_EMIT forgetRequested(m_saved.at(index).id);
    });
    // An edited address or user is a new profile, not the saved one.
    for (QLineEdit *edit : { m_server, m_username })
        connect(edit, &QLineEdit::textEdited, this, [this] {
            m_profileId.clear();
            m_kubeconfigContext.clear();
            m_passwordHint->hide();
        });
    setSavedProfiles({});
    setKubeconfig({});
    trustChanged();
    m_server->setFocus();
}

ConnectDialog::~ConnectDialog() = default;

void ConnectDialog::setSavedProfiles(const QList<ConnectionProfile> &profiles)
{
    m_saved = profiles;
    m_savedCombo->clear();
    m_savedCombo->addItem(tr("New connection"));
    for (const ConnectionProfile &p : profiles) {
        // A connection named by its address is not named twice.
        const bool namedByAddress = p.name.isEmpty() || p.name == p.server;
        const QString user = p.username.isEmpty() ? tr("kubeconfig") : p.username;
        m_savedCombo->addItem(namedByAddress ? tr("%1 as %2").arg(p.server, user)
                                             : tr("%1 (%2 as %3)").arg(p.name, p.server, user),
            p.id);
    }
    m_savedCombo->setEnabled(!profiles.isEmpty() && !m_relogin);
    m_forget->setEnabled(false);
    for (int i = 0; i < m_saved.size(); ++i) {
        if (m_saved.at(i).id == m_profileId)
            m_savedCombo->setCurrentIndex(i + 1);
    }
    m_forget->setEnabled(m_savedCombo->currentIndex() > 0 && !m_relogin);
}

void ConnectDialog::setKubeconfig(const Kubeconfig &kubeconfig)
{
    m_kubeconfig = kubeconfig;
    m_kubeconfigCombo->clear();
    if (kubeconfig.contexts.isEmpty()) {
        m_kubeconfigCombo->addItem(tr("No kubeconfig contexts found"));
        m_kubeconfigCombo->setEnabled(false);
        return;
    }
    m_kubeconfigCombo->addItem(tr("Choose a context…"));
    for (const KubeconfigContext &c : kubeconfig.contexts)
        m_kubeconfigCombo->addItem(tr("%1 (%2)").arg(c.name, c.server), c.name);
    m_kubeconfigCombo->setEnabled(!m_relogin);
}

void ConnectDialog::setProfile(const ConnectionProfile &p)
{
    m_profileId = p.id;
    m_kubeconfigContext = p.kubeconfigContext;
    m_name->setText(p.name == p.server ? QString() : p.name);
    m_server->setText(p.server);
    m_apiPort->setValue(p.apiPort);
    m_username->setText(p.username);
    m_remember->setChecked(p.rememberPassword);
    m_keepSession->setChecked(p.keepSession);
    m_caFile->setText(p.caFile);
    m_fingerprint->setText(p.pinnedSha256);
    m_pinnedValidFrom = p.pinnedValidFrom;
    m_pinnedValidUntil = p.pinnedValidUntil;
    m_trustGroup->button(int(p.trust))->setChecked(true);
    // A CA that came inline from a kubeconfig has no file to show.
    if (p.trust == ConnectionProfile::Trust::CaFile && p.caFile.isEmpty()) {
        m_caFile->setPlaceholderText(tr("The CA certificate from the kubeconfig"));
        m_caPemFromProfile = p.caPem;
    } else {
        m_caPemFromProfile.clear();
    }
    if (!p.kubeconfigContext.isEmpty()) {
        m_passwordHint->setText(tr("Leave the password empty to use the token of kubeconfig "
                                   "context %1.")
                                    .arg(p.kubeconfigContext));
        m_passwordHint->show();
    } else if (p.rememberPassword && p.keepSession) {
        m_passwordHint->setText(
            tr("Leave the password empty to use the session or password in the keychain."));
        m_passwordHint->show();
    } else if (p.rememberPassword) {
        m_passwordHint->setText(
            tr("Leave the password empty to use the password in the keychain."));
        m_passwordHint->show();
    } else if (p.keepSession && !p.id.isEmpty()) {
        m_passwordHint->setText(tr(
            "Leave the password empty to use the session in the keychain, if it is still valid."));
        m_passwordHint->show();
    } else {
        m_passwordHint->hide();
    }
    trustChanged();
    if (!p.server.isEmpty() && !p.username.isEmpty())
        m_password->setFocus();
}

ConnectionProfile ConnectDialog::profile() const
{
    ConnectionProfile p;
    for (const ConnectionProfile &saved : m_saved) {
        if (saved.id == m_profileId)
            p = saved;
    }
    if (p.id.isEmpty())
        p.id = m_profileId;
    QString unusable; // said by requestConnect
    p.server = ConnectionProfile::serverAddress(m_server->text(), &unusable);
    p.name = m_name->text().trimmed().isEmpty() ? p.server : m_name->text().trimmed();
    p.apiPort = m_apiPort->value();
    p.username = m_username->text().trimmed();
    p.rememberPassword = m_remember->isChecked();
    p.keepSession = m_keepSession->isChecked();
    p.trust = ConnectionProfile::Trust(m_trustGroup->checkedId());
    p.caFile = m_caFile->text().trimmed();
    p.caPem = p.caFile.isEmpty() ? m_caPemFromProfile : QByteArray();
    p.pinnedSha256 = kube::TlsTrust::normalizedFingerprint(m_fingerprint->text());
    p.pinnedValidFrom = p.pinnedSha256.isEmpty() ? QDateTime() : m_pinnedValidFrom;
    p.pinnedValidUntil = p.pinnedSha256.isEmpty() ? QDateTime() : m_pinnedValidUntil;
    p.kubeconfigContext = m_kubeconfigContext;
    return p;
}

QString ConnectDialog::password() const
{
    return m_password->text();
}

void ConnectDialog::setPassword(const QString &password)
{
    m_password->setText(password);
}

void ConnectDialog::setReloginMode(const QString &reason)
{
    m_relogin = true;
    setWindowTitle(tr("Log In Again"));
    for (QWidget *w : std::initializer_list<QWidget *> {
             m_savedCombo, m_forget, m_kubeconfigCombo, m_name, m_server, m_apiPort, m_username })
        w->setEnabled(false);
    for (QAbstractButton *b : m_trustGroup->buttons())
        b->setEnabled(false);
    m_caFile->setEnabled(false);
    m_browseCa->setEnabled(false);
    m_fingerprint->setEnabled(false);
    // A new login of the same session keeps the connection's choices of what the keychain holds.
    m_remember->setEnabled(false);
    m_keepSession->setEnabled(false);
    m_connect->setText(tr("&Log In"));
    showProblem(reason);
    m_password->clear();
    m_password->setFocus();
}

void ConnectDialog::setFieldsEnabled(bool enabled)
{
    const bool editable = enabled && !m_relogin;
    for (QWidget *w : std::initializer_list<QWidget *> { m_name, m_server, m_apiPort, m_username })
        w->setEnabled(editable);
    m_savedCombo->setEnabled(editable && !m_saved.isEmpty());
    m_forget->setEnabled(editable && m_savedCombo->currentIndex() > 0);
    m_kubeconfigCombo->setEnabled(editable && !m_kubeconfig.contexts.isEmpty());
    for (QAbstractButton *b : m_trustGroup->buttons())
        b->setEnabled(editable);
    m_password->setEnabled(enabled);
    m_remember->setEnabled(editable);
    m_keepSession->setEnabled(editable);
    m_connect->setEnabled(enabled);
    if (editable)
        trustChanged();
    else {
        m_caFile->setEnabled(false);
        m_browseCa->setEnabled(false);
        m_fingerprint->setEnabled(false);
    }
}

void ConnectDialog::setBusy(const QString &message)
{
    m_message->setText(message);
    m_message->show();
    m_trustOffer->hide();
    m_replacePin->hide();
    setFieldsEnabled(false);
}

void ConnectDialog::showFailure(const kube::KubeError &error)
{
    QString text = describeError(error);
    const bool unreachable = error.kind() == kube::KubeError::Kind::Network
        || error.kind() == kube::KubeError::Kind::Timeout;
    const ConnectionProfile p = profile();
    if (unreachable && p.kubeconfigContext.isEmpty()) {
        // The login and the API answer on different ports; "Connection refused" alone does not
        // say which one was tried.
        const QUrl login = p.wcpUrl();
        text += u"\n\n"_s
            + tr("The login goes to %1 on port %2 (/wcp/login), and the Kubernetes API to port %3. "
                 "If the Supervisor's login answers on another port, enter the server as "
                 "HOST:PORT.")
                  .arg(login.host())
                  .arg(login.port())
                  .arg(p.apiPort);
    }
    showProblem(text);
    m_offeredCertificate = QSslCertificate();
    fitToContents();
    if (error.kind() == kube::KubeError::Kind::Auth)
        m_password->setFocus();
    else if (unreachable) {
        m_server->setFocus(); // the address is what to change
        m_server->selectAll();
    }
}

void ConnectDialog::showTrustQuestion(const TrustQuestion &question, const kube::KubeError &error)
{
    switch (question.kind) {
    case TrustQuestion::Kind::Changed:
        showChangedCertificate(question);
        return;
    case TrustQuestion::Kind::NotTheEntered:
        showUnexpectedCertificate(question);
        return;
    case TrustQuestion::Kind::NotVerified:
        showUnverifiedCertificate(question, error);
        return;
    case TrustQuestion::Kind::FirstSeen:
        break;
    }
    showProblem(describeError(error));
    m_offeredCertificate = question.presented;
    m_trustOffer->setVisible(!m_relogin);
    fitToContents();
    if (m_trustOffer->isVisible() || error.kind() == kube::KubeError::Kind::Auth)
        m_password->setFocus();
}

namespace {
QString validityText(const QDateTime &from, const QDateTime &until)
{
    if (!from.isValid() || !until.isValid())
        return ConnectDialog::tr("Its validity was not recorded.");
    return ConnectDialog::tr("Valid from %1 until %2.")
        .arg(QLocale().toString(from.toLocalTime(), QLocale::ShortFormat),
            QLocale().toString(until.toLocalTime(), QLocale::ShortFormat));
}

QString names(const QStringList &list)
{
    return list.isEmpty() ? ConnectDialog::tr("(no name)") : list.join(u", "_s);
}
} // namespace

void ConnectDialog::showUnexpectedCertificate(const TrustQuestion &question)
{
    const QSslCertificate &presented = question.presented;
    showProblem(tr("The Supervisor presents a certificate whose SHA-256 fingerprint is not the one "
                   "entered. Nothing was sent to it. Check the fingerprint with your vSphere "
                   "administrator.")
        + u"\n\n" + tr("Entered:\n%1").arg(question.pinnedSha256) + u"\n\n"
        + tr("Presented, SHA-256:\n%1\nIssued to %2 by %3. %4")
              .arg(kube::sha256Fingerprint(presented),
                  names(presented.subjectInfo(QSslCertificate::CommonName)),
                  names(presented.issuerInfo(QSslCertificate::CommonName)),
                  validityText(presented.effectiveDate(), presented.expiryDate())));
    m_fingerprint->setFocus();
}

void ConnectDialog::showUnverifiedCertificate(
    const TrustQuestion &question, const kube::KubeError &error)
{
    const QSslCertificate &presented = question.presented;
    const QString before = question.verifiedSha256.isEmpty()
        ? tr("The certificate it presented before was not recorded.")
        : tr("Verified at the last connection, SHA-256:\n%1\nIssued to %2 by %3. %4")
              .arg(question.verifiedSha256,
                  question.verifiedIssuedTo.isEmpty() ? tr("(no name)") : question.verifiedIssuedTo,
                  question.verifiedIssuedBy.isEmpty() ? tr("(no name)") : question.verifiedIssuedBy,
                  validityText(question.verifiedValidFrom, question.verifiedValidUntil));
    showProblem(
        tr("The Supervisor's certificate cannot be verified. This saved connection trusts "
           "certificates its certificate authority issued, and the server now presents one it "
           "did not. Someone may be posing as the Supervisor: nothing was sent to it. Check in the "
           "vSphere Client whether the Supervisor's certificate was replaced. If it was, change "
           "how this connection trusts the server below; you will be asked for your password.")
        + u"\n\n" + before + u"\n\n"
        + tr("Presented now, SHA-256:\n%1\nIssued to %2 by %3. %4")
              .arg(kube::sha256Fingerprint(presented),
                  names(presented.subjectInfo(QSslCertificate::CommonName)),
                  names(presented.issuerInfo(QSslCertificate::CommonName)),
                  validityText(presented.effectiveDate(), presented.expiryDate()))
        + u"\n\n" + describeError(error));
    // Nothing to click that trusts it: the trust settings are changed as a separate act.
    m_offeredCertificate = QSslCertificate();
    fitToContents();
    m_connect->setFocus();
}

void ConnectDialog::showChangedCertificate(const TrustQuestion &question)
{
    const QSslCertificate &presented = question.presented;
    showProblem(
        tr("The Supervisor's certificate has changed. This connection accepts only the pinned "
           "certificate, and the server now presents another one. Someone may be posing as the "
           "Supervisor: nothing was sent to it. Check in the vSphere Client whether the "
           "Supervisor's certificate was replaced before you trust the new one.")
        + u"\n\n"
        + tr("Pinned certificate, SHA-256:\n%1\n%2")
              .arg(question.pinnedSha256,
                  validityText(question.pinnedValidFrom, question.pinnedValidUntil))
        + u"\n\n"
        + tr("Presented now, SHA-256:\n%1\nIssued to %2 by %3. %4")
              .arg(kube::sha256Fingerprint(presented),
                  names(presented.subjectInfo(QSslCertificate::CommonName)),
                  names(presented.issuerInfo(QSslCertificate::CommonName)),
                  validityText(presented.effectiveDate(), presented.expiryDate())));
    m_offeredCertificate = presented;
    m_replacePin->show();
    fitToContents();
    // Focus stays away from the replace button, so Enter never re-pins.
    m_connect->setFocus();
}

void ConnectDialog::showProblem(const QString &message)
{
    setFieldsEnabled(true);
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
    m_trustOffer->hide();
    m_replacePin->hide();
    fitToContents();
}

void ConnectDialog::fitToContents()
{
    // A wrapped message needs height for the dialog's width, which the size hint ignores; grow
    // once the layout has settled, instead of squeezing the fields.
    QTimer::singleShot(0, this, [this] {
        const int needed = layout()->totalHeightForWidth(width());
        if (needed > height())
            resize(width(), needed);
    });
}

void ConnectDialog::requestConnect()
{
    const ConnectionProfile p = profile();
    QString problem;
    ConnectionProfile::serverAddress(m_server->text(), &problem); // http:// and other schemes
    if (!problem.isEmpty()) {
        showProblem(problem);
        return;
    }
    if (p.server.isEmpty())
        problem = tr("Enter the address of the Supervisor.");
    else if (!QUrl(u"https://"_s + p.server).isValid()
        || QUrl(u"https://"_s + p.server).host().isEmpty())
        problem = tr("\"%1\" is not a host name or address.").arg(p.server);
    else if (p.username.isEmpty() && p.kubeconfigContext.isEmpty())
        problem = tr("Enter your vSphere user name, e.g. administrator@vsphere.local.");
    else if (p.trust == ConnectionProfile::Trust::CaFile && p.caFile.isEmpty() && p.caPem.isEmpty())
        problem = tr("Choose the CA certificate file, or another way to trust the server.");
    else if (p.trust == ConnectionProfile::Trust::Pinned && p.pinnedSha256.isEmpty())
        problem =
            tr("Enter the SHA-256 fingerprint to accept, or another way to trust the server.");
    else if (p.trust == ConnectionProfile::Trust::Pinned
        && !QRegularExpression(u"^([0-9A-F]{2}:){31}[0-9A-F]{2}$"_s)
                .match(p.pinnedSha256)
                .hasMatch())
        problem = tr("A SHA-256 fingerprint has 64 hexadecimal digits (32 pairs). A fingerprint of "
                     "40 digits is SHA-1, which the console does not accept.");
    if (!problem.isEmpty()) {
        showProblem(problem);
        return;
    }
    Q_EMIT connectRequested(p, password());
}

void ConnectDialog::trustChanged()
{
    const bool editable = m_trustSystem->isEnabled();
    m_caFile->setEnabled(editable && m_trustCaFile->isChecked());
    m_browseCa->setEnabled(editable && m_trustCaFile->isChecked());
    m_fingerprint->setEnabled(editable && m_trustPinned->isChecked());
    m_insecureWarning->setVisible(m_trustInsecure->isChecked());
    fitToContents();
}

void ConnectDialog::savedProfileChosen(int index)
{
    m_forget->setEnabled(index > 0);
    if (index <= 0) {
        setProfile(ConnectionProfile());
        m_apiPort->setValue(6443);
        return;
    }
    setProfile(m_saved.at(index - 1));
    m_password->clear();
    m_password->setFocus();
}

void ConnectDialog::kubeconfigContextChosen(int index)
{
    if (index <= 0)
        return;
    const KubeconfigContext &context = m_kubeconfig.contexts.at(index - 1);
    const bool verificationOff =
        ConnectionProfile::fromKubeconfig(context).trust == ConnectionProfile::Trust::Insecure;
    setProfile(ConnectionProfile::importKubeconfig(
        context, m_saved, verificationOff && confirmInsecureContext(context)));
    m_password->clear();
    if (!context.hasCredential())
        showProblem(tr("Context %1 has no token or client certificate: enter your password.")
                        .arg(context.name));
}

bool ConnectDialog::confirmInsecureContext(const KubeconfigContext &context)
{
    QMessageBox confirm(QMessageBox::Warning,
        tr("Connect Without Verifying the Certificate?"),
        tr("Kubeconfig context %1 turns certificate verification off "
           "(insecure-skip-tls-verify). The console would then send your token or password to "
           "whoever answers at %2, and anyone on the network path could pose as the "
           "Supervisor.\n\nVerify the certificate instead, unless this is a test system.")
            .arg(context.name, context.server),
        QMessageBox::NoButton,
        this);
    confirm.setObjectName(u"confirmInsecure"_s);
    QPushButton *verify = confirm.addButton(tr("Verify the Certificate"), QMessageBox::AcceptRole);
    verify->setObjectName(u"verifyCertificate"_s);
    QPushButton *insecure =
        confirm.addButton(tr("Connect Without Verifying"), QMessageBox::DestructiveRole);
    insecure->setObjectName(u"connectInsecure"_s);
    confirm.setDefaultButton(verify);
    confirm.setEscapeButton(verify);
    confirm.exec();
    return confirm.clickedButton() == insecure;
}

void ConnectDialog::pinCertificate(const QSslCertificate &certificate)
{
    m_fingerprint->setText(kube::sha256Fingerprint(certificate));
    m_pinnedValidFrom = certificate.effectiveDate();
    m_pinnedValidUntil = certificate.expiryDate();
    m_trustPinned->setChecked(true);
    trustChanged();
}

void ConnectDialog::pinOffered()
{
    pinCertificate(m_offeredCertificate);
    requestConnect();
}

void ConnectDialog::replacePinOffered()
{
    const QSslCertificate presented = m_offeredCertificate;
    QMessageBox confirm(QMessageBox::Warning,
        tr("Replace the Pinned Certificate"),
        tr("Replace the pinned certificate of %1 only if the Supervisor's certificate was "
           "replaced and the vSphere Client shows the new one with this SHA-256 "
           "fingerprint:\n\n%2")
            .arg(profile().server, kube::sha256Fingerprint(presented)),
        QMessageBox::Cancel,
        this);
    confirm.setObjectName(u"confirmReplacePin"_s);
    QPushButton *replace =
        confirm.addButton(tr("Replace and Connect"), QMessageBox::DestructiveRole);
    replace->setObjectName(u"replaceAndConnect"_s);
    confirm.setDefaultButton(QMessageBox::Cancel);
    confirm.setEscapeButton(QMessageBox::Cancel);
    confirm.exec();
    if (confirm.clickedButton() != replace)
        return;
    pinCertificate(presented);
    requestConnect();
}

} // namespace vmray
