// The Alarms dock: every triggered alarm of every connected Supervisor, worst first, filterable.
// Acknowledge silences an alarm until it clears; Reset to Green clears an alarm raised by an
// event. Enter or double-click goes to the object the alarm is on.
#pragma once

#include "items/alarmbook.h"

#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace vmray {

class AlarmModel;
class SortFilterProxy;

class AlarmsPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlarmsPane)

public:
    // `book` is not owned and outlives the pane.
    explicit AlarmsPane(AlarmBook *book, QWidget *parent = nullptr);
    ~AlarmsPane() override;

    QTableView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }
    AlarmModel *alarms() const { return m_model; }
    // Who acknowledges: the user of the Supervisor the alarm is on.
    void setUserOf(std::function<QString(const QString &supervisor)> userOf);
    // Acts on the selected alarms.
    void acknowledgeSelected();
    void resetSelected();
    // Selects the alarm with `key`, when it is listed.
    bool selectAlarm(const QString &key);

Q_SIGNALS:
    void alarmActivated(const vmray::AlarmPath &path);

private:
    QStringList selectedKeys() const;
    void updateButtons();
    void updateSummary();

    QPointer<AlarmBook> m_book;
    AlarmModel *m_model = nullptr;
    SortFilterProxy *m_sort = nullptr;
    QLineEdit *m_filter = nullptr;
    QTableView *m_view = nullptr;
    QPushButton *m_acknowledge = nullptr;
    QPushButton *m_reset = nullptr;
    QLabel *m_summary = nullptr;
    std::function<QString(const QString &)> m_userOf;
};

} // namespace vmray
