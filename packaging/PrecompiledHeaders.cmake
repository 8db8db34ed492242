# Precompiled headers: the Qt, JSON and HTTP headers nearly every unit includes are parsed once
# per group of targets instead of once per source file. A group's header is compiled by its first
# target and reused by the rest, whose flags and Qt modules must match; GCC refuses a header built
# with other macros (-Winvalid-pch, an error in the warnings-as-errors presets), so a mismatch
# shows in the build instead of compiling different code.
# VMRAY_PRECOMPILED_HEADERS=OFF builds every unit on its own, as clang-tidy and include checks want.
option(VMRAY_PRECOMPILED_HEADERS "Precompile the headers most units include" ON)

set(VMRAY_PCH_STANDARD <algorithm> <chrono> <functional> <memory> <optional> <utility> <vector>)
set(VMRAY_PCH_CORE
    <QByteArray> <QCoreApplication> <QDateTime> <QElapsedTimer> <QHash> <QJsonArray>
    <QJsonDocument> <QJsonObject> <QJsonValue> <QList> <QObject> <QPointer> <QSet> <QString>
    <QStringList> <QTimer> <QUrl> <QNetworkAccessManager> <QNetworkReply> <QNetworkRequest>
    <QSslCertificate> ${VMRAY_PCH_STANDARD})
set(VMRAY_PCH_WIDGETS ${VMRAY_PCH_CORE}
    <QAction> <QApplication> <QHBoxLayout> <QHeaderView> <QLabel> <QLineEdit> <QMessageBox>
    <QPushButton> <QSortFilterProxyModel> <QTableView> <QVBoxLayout> <QWidget>)
set(VMRAY_PCH_TEST <QSignalSpy> <QTemporaryDir> <QTest>)

# vmray_precompile_headers(TARGET GROUP): TARGET uses the precompiled header of GROUP, one of
#   kube, supervisor, ray, items, console
#                 the libraries under models/ (QtCore, QtNetwork), one each: their Qt
#                 modules and dependencies define different macros
#   ui            the widgets library
#   emulator      the emulator (nlohmann::json, cpp-httplib; no Qt)
#   core_tests    test programs on QtCore, QtNetwork and QtTest
#   widget_tests  test programs that also use QtWidgets
# An optional third argument names a part of the group with a header of its own.
function(vmray_precompile_headers target group)
    if(NOT VMRAY_PRECOMPILED_HEADERS)
        return()
    endif()
    # The first target of a group compiles the header, so it must define no macro of its own that
    # the others lack: GCC refuses a header built with a macro the unit does not define.
    get_property(owner GLOBAL PROPERTY VMRAY_PCH_OWNER_${group}${ARGV2})
    if(owner STREQUAL target)
        return()
    elseif(owner)
        target_precompile_headers(${target} REUSE_FROM ${owner})
        return()
    endif()
    if(group MATCHES "^(kube|supervisor|ray|items|console)$")
        set(headers ${VMRAY_PCH_CORE})
    elseif(group STREQUAL "ui")
        set(headers ${VMRAY_PCH_WIDGETS})
    elseif(group STREQUAL "emulator")
        set(headers <nlohmann/json.hpp> <httplib.h> <map> <mutex> <string> ${VMRAY_PCH_STANDARD})
    elseif(group STREQUAL "core_tests")
        set(headers ${VMRAY_PCH_CORE} ${VMRAY_PCH_TEST})
    elseif(group STREQUAL "widget_tests")
        set(headers ${VMRAY_PCH_WIDGETS} ${VMRAY_PCH_TEST})
    else()
        message(FATAL_ERROR "vmray_precompile_headers: no group ${group}")
    endif()
    target_precompile_headers(${target} PRIVATE ${headers})
    set_property(GLOBAL PROPERTY VMRAY_PCH_OWNER_${group}${ARGV2} ${target})
endfunction()
