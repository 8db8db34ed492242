// Where to connect and how: a saved profile or a new one (server, API port, user, password,
// whether to remember it), how to trust the server's certificate, or a kubeconfig context to
// start from. The dialog only collects; ConnectionFlow connects and reports back here, so a
// failed attempt keeps everything the user typed.
#pragma once

#include "kube/kubeerror.h"
#include "supervisor/connectionpolicy.h"
#include "supervisor/connectionprofile.h"
#include "supervisor/kubeconfig.h"

#include <QDateTime>
#include <QDialog>
#include <QSslCertificate>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace vmray {

class ConnectDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectDialog)

public:
    explicit ConnectDialog(QWidget *parent = nullptr);
    ~ConnectDialog() override;

    void setSavedProfiles(const QList<ConnectionProfile> &profiles);
    void setKubeconfig(const Kubeconfig &kubeconfig);
    // Fills every field from the profile (the password stays as it is).
    void setProfile(const ConnectionProfile &profile);
    // The profile as the fields describe it; keeps the id of the profile it was loaded from.
    ConnectionProfile profile() const;
    QString password() const;
    void setPassword(const QString &password);
    // Only the password can change: for logging in again to a connected Supervisor.
    void setReloginMode(const QString &reason);

    // While ConnectionFlow works: the fields are locked and the message says what happens.
    void setBusy(const QString &message);
    void showFailure(const kube::KubeError &error);
    // A certificate the trust chosen did not accept: shown with what the user may do about it.
    void showTrustQuestion(const TrustQuestion &question, const kube::KubeError &error);
    void showProblem(const QString &message);

Q_SIGNALS:
    void connectRequested(const vmray::ConnectionProfile &profile, const QString &password);
    void forgetRequested(const QString &profileId);

private:
    void requestConnect();
    void trustChanged();
    void savedProfileChosen(int index);
    void kubeconfigContextChosen(int index);
    void pinOffered();
    void replacePinOffered();
    // The certificate presented is not the pinned one: say so, with both, as OpenSSH does.
    void showChangedCertificate(const TrustQuestion &question);
    // A saved profile verified by CAs meets a certificate they do not vouch for.
    void showUnverifiedCertificate(const TrustQuestion &question, const kube::KubeError &error);
    // A fingerprint entered for a new connection that the server's certificate does not have.
    void showUnexpectedCertificate(const TrustQuestion &question);
    void pinCertificate(const QSslCertificate &certificate);
    // A kubeconfig context that skips verification is used so only after the user agrees.
    bool confirmInsecureContext(const KubeconfigContext &context);
    void setFieldsEnabled(bool enabled);
    void fitToContents();

    QList<ConnectionProfile> m_saved;
    Kubeconfig m_kubeconfig;
    QString m_profileId; // the saved or imported profile being edited
    QString m_kubeconfigContext;
    QByteArray m_caPemFromProfile; // an inline CA (from a kubeconfig) has no file to show
    QSslCertificate m_offeredCertificate; // the leaf the last TLS failure presented
    // The pinned certificate's validity, known when it was pinned from the certificate itself.
    QDateTime m_pinnedValidFrom;
    QDateTime m_pinnedValidUntil;
    bool m_relogin = false;

    QComboBox *m_savedCombo = nullptr;
    QPushButton *m_forget = nullptr;
    QComboBox *m_kubeconfigCombo = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_server = nullptr;
    QSpinBox *m_apiPort = nullptr;
    QLineEdit *m_username = nullptr;
    QLineEdit *m_password = nullptr;
    QLabel *m_passwordHint = nullptr;
    QCheckBox *m_remember = nullptr;
    QCheckBox *m_keepSession = nullptr;
    QButtonGroup *m_trustGroup = nullptr;
    QRadioButton *m_trustSystem = nullptr;
    QRadioButton *m_trustCaFile = nullptr;
    QRadioButton *m_trustPinned = nullptr;
    QRadioButton *m_trustInsecure = nullptr;
    QLineEdit *m_caFile = nullptr;
    QPushButton *m_browseCa = nullptr;
    QLineEdit *m_fingerprint = nullptr;
    QLabel *m_insecureWarning = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_trustOffer = nullptr;
    QPushButton *m_replacePin = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_connect = nullptr;
};

} // namespace vmray
