#include "yamllimits.h"

#include <QCoreApplication>
#include <QList>

#include <yaml-cpp/yaml.h>

#include <vector>

namespace vmray {

namespace {
// A translation context without a QObject. Named Text where it is declared: lupdate does not
// follow a type alias, and would file the strings under no context at all.
struct YamlLimitsText
{
    Q_DECLARE_TR_FUNCTIONS(YamlLimits)
};

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

YamlRefusal tooDeep(int maxDepth, int line, qsizetype column)
{
    return { YamlLimitsText::tr(
                 "The YAML is nested more than %n level(s) deep.", nullptr, maxDepth),
        line,
        int(column) + 1 };
}
} // namespace

std::optional<YamlRefusal> checkYamlText(QByteArrayView text, const YamlLimits &limits)
{
    if (text.size() > limits.maxBytes)
        return YamlRefusal { YamlLimitsText::tr("The text has %L1 bytes; at most %L2 are read.")
                                 .arg(text.size())
                                 .arg(limits.maxBytes) };
    const char *p = text.data();
    const qsizetype size = text.size();
    QList<qsizetype> blocks; // columns of the open block collections, innermost last
    int flow = 0; // open flow collections ([ and {)
    char quote = 0; // inside a quoted scalar that goes on past its line
    bool inBlockScalar = false; // inside a | or > scalar: its lines are indented more than
    qsizetype blockScalarParent = -1; // this column
    int line = 0;
    for (qsizetype lineStart = 0; lineStart < size;) {
        ++line;
        qsizetype end = text.indexOf('\n', lineStart);
        if (end < 0)
            end = size;
        const qsizetype next = end + 1;
        qsizetype pos = lineStart;
        while (pos < end && p[pos] == ' ')
            ++pos;
        const qsizetype indent = pos - lineStart;
        qsizetype first = pos;
        while (first < end && isBlank(p[first]))
            ++first;
        const bool blank = first == end;
        const bool documentMarker = end - lineStart >= 3
            && (QByteArrayView(p + lineStart, 3) == "---"
                || QByteArrayView(p + lineStart, 3) == "...")
            && (end - lineStart == 3 || isBlank(p[lineStart + 3]));
        if (inBlockScalar) {
            if (blank || (indent > blockScalarParent && !documentMarker)) {
                lineStart = next;
                continue;
            }
            inBlockScalar = false;
        }
        const auto depthAt = [&](qsizetype at) -> std::optional<YamlRefusal> {
            if (blocks.size() + flow > limits.maxDepth)
                return tooDeep(limits.maxDepth, line, at - lineStart);
            return std::nullopt;
        };
        if (!quote) {
            if (blank || p[first] == '#') {
                lineStart = next;
                continue;
            }
            if (documentMarker) {
                blocks.clear();
                flow = 0;
                pos = lineStart + 3;
            } else if (flow == 0) {
                while (!blocks.isEmpty() && blocks.last() > indent)
                    blocks.removeLast();
                if (blocks.isEmpty() || blocks.last() < indent) {
                    blocks.append(indent);
                    if (auto refusal = depthAt(pos))
                        return refusal;
                }
                // Nodes that start on the same line nest further: "- - x", "? - x", "- key: x".
                while (pos < end && (p[pos] == '-' || p[pos] == '?' || p[pos] == ':')
                    && (pos + 1 == end || isBlank(p[pos + 1]))) {
                    qsizetype nested = pos + 1;
                    while (nested < end && isBlank(p[nested]))
                        ++nested;
                    if (nested == end || p[nested] == '#' || p[nested] == '|' || p[nested] == '>') {
                        pos = nested;
                        break;
                    }
                    blocks.append(nested - lineStart);
                    if (auto refusal = depthAt(nested))
                        return refusal;
                    pos = nested;
                }
            }
        }
        // Where a value may start, [ and { open a flow collection and quotes a quoted scalar;
        // elsewhere in block context they are part of plain text.
        bool valueStart = true;
        for (; pos < end; ++pos) {
            const char c = p[pos];
            if (quote) {
                if (quote == '"' && c == '\\') {
                    ++pos;
                } else if (c == quote) {
                    if (quote == '\'' && pos + 1 < end && p[pos + 1] == '\'')
                        ++pos; // '' is a quote inside single quotes
                    else
                        quote = 0;
                }
                continue;
            }
            const bool indicator = pos + 1 == end || isBlank(p[pos + 1]);
            switch (c) {
            case ' ':
            case '\t':
            case '\r':
                break;
            case '#':
                if (pos == lineStart || isBlank(p[pos - 1]))
                    pos = end; // a comment
                else
                    valueStart = false;
                break;
            case '"':
            case '\'':
                if (valueStart)
                    quote = c;
                valueStart = false;
                break;
            case '[':
            case '{':
                if (flow > 0 || valueStart) {
                    ++flow;
                    if (auto refusal = depthAt(pos))
                        return refusal;
                    valueStart = true;
                } else {
                    valueStart = false;
                }
                break;
            case ']':
            case '}':
                if (flow > 0)
                    --flow;
                valueStart = false;
                break;
            case ',':
                valueStart = flow > 0;
                break;
            case ':':
                valueStart = flow > 0 || indicator;
                break;
            case '-':
            case '?':
                valueStart = valueStart && indicator;
                break;
            case '|':
            case '>':
                if (valueStart && flow == 0) {
                    inBlockScalar = true;
                    blockScalarParent = blocks.isEmpty() ? -1 : blocks.last();
                    pos = end; // the rest is the scalar's header
                } else {
                    valueStart = false;
                }
                break;
            case '&':
            case '!':
            case '*':
                // An anchor, tag or alias: a value may still follow it.
                if (valueStart) {
                    while (pos + 1 < end && !isBlank(p[pos + 1]))
                        ++pos;
                } else {
                    valueStart = false;
                }
                break;
            default:
                valueStart = false;
            }
        }
        lineStart = next;
    }
    return std::nullopt;
}

std::optional<YamlRefusal> checkYamlDocument(const YAML::Node &root, const YamlLimits &limits)
{
    // Iteratively: the walk must not recurse over what it is there to bound.
    struct Pending
    {
        YAML::Node node;
        int depth;
    };
    std::vector<Pending> pending;
    pending.push_back({ root, 1 });
    qsizetype nodes = 0;
    const auto refusal = [](const QString &message, const YAML::Node &at) {
        YamlRefusal r { message };
        if (at.Mark().line >= 0) {
            r.line = at.Mark().line + 1;
            r.column = at.Mark().column + 1;
        }
        return r;
    };
    while (!pending.empty()) {
        const Pending top = std::move(pending.back());
        pending.pop_back();
        if (++nodes > limits.maxNodes)
            return refusal(
                YamlLimitsText::tr("The YAML's aliases expand it to more than %Ln value(s).",
                    nullptr,
                    static_cast<int>(limits.maxNodes)),
                top.node);
        if (!top.node.IsMap() && !top.node.IsSequence())
            continue;
        if (top.depth > limits.maxDepth)
            return refusal(
                YamlLimitsText::tr("The YAML's aliases nest it more than %n level(s) deep (is an "
                                   "alias inside its own anchor?).",
                    nullptr,
                    limits.maxDepth),
                top.node);
        for (auto it = top.node.begin(); it != top.node.end(); ++it) {
            if (top.node.IsMap()) {
                pending.push_back({ it->first, top.depth + 1 });
                pending.push_back({ it->second, top.depth + 1 });
            } else {
                pending.push_back({ *it, top.depth + 1 });
            }
        }
    }
    return std::nullopt;
}

} // namespace vmray
