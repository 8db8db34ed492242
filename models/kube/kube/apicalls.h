// What ApiCall, ListCall and WatchCall share inside the client: how a reply's error is read, what
// is accepted, and selectors in a query. Not part of the client's interface.
#pragma once

#include "kubeerror.h"

#include <QByteArray>
#include <QString>
#include <QUrlQuery>

class QNetworkReply;

namespace vmray::kube::calls {

inline constexpr int maxReadAttempts = 5;
// Qt's network thread reads ahead of what is taken from a reply, and without a bound it queues
// whatever a fast server sends: an answer without a length was held 2.3 times over before the
// limit was seen. It reads at most this much ahead.
inline constexpr qint64 readAheadBytes = 1024 * 1024;
inline const QByteArray jsonAccept = "application/json";
// Metadata only, or whole objects from a server that cannot (the last choice).
inline const QByteArray metadataListAccept =
    "application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1,application/json";
inline const QByteArray metadataAccept =
    "application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1,application/json";

KubeError errorOf(QNetworkReply *reply, const QByteArray &body, bool cancelled);
// Selectors hold '=', ',' and '!', so they are percent-encoded whole.
void addSelectors(QUrlQuery &query, const QString &labelSelector, const QString &fieldSelector);
QString appendQuery(const QString &path, const QUrlQuery &query);

} // namespace vmray::kube::calls
