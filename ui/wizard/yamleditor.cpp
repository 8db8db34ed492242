#include "yamleditor.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextBlock>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace vmray {

namespace {
class YamlHighlighter final : public QSyntaxHighlighter
{
public:
    explicit YamlHighlighter(QTextDocument *document, const QPalette &palette)
        : QSyntaxHighlighter(document)
    {
        // Colours that read on light and dark palettes alike.
        const bool dark = palette.color(QPalette::Base).lightness() < 128;
        m_key.setForeground(dark ? QColor(0x7f, 0xb4, 0xff) : QColor(0x1a, 0x4f, 0x9c));
        m_key.setFontWeight(QFont::DemiBold);
        m_text.setForeground(dark ? QColor(0x9c, 0xd6, 0x8a) : QColor(0x2e, 0x7d, 0x32));
        m_number.setForeground(dark ? QColor(0xf0, 0xb8, 0x6e) : QColor(0xa0, 0x52, 0x00));
        m_comment.setForeground(palette.color(QPalette::PlaceholderText));
        m_comment.setFontItalic(true);
    }

protected:
    void highlightBlock(const QString &text) override
    {
        static const QRegularExpression key(
            u"^(\\s*(?:- )?)([^\\s#:'\"][^:#]*|\"[^\"]*\"|'[^']*'):(\\s|$)"_s);
        static const QRegularExpression quoted(u"\"(?:[^\"\\\\]|\\\\.)*\"|'[^']*'"_s);
        static const QRegularExpression scalar(
            u":\\s+(-?[0-9]+(?:\\.[0-9]+)?|true|false|null|~)\\s*(#.*)?$"_s);
        static const QRegularExpression comment(u"(^|\\s)#.*$"_s);

        if (const auto m = key.match(text); m.hasMatch())
            setFormat(
                static_cast<int>(m.capturedStart(2)), static_cast<int>(m.capturedLength(2)), m_key);
        for (auto it = quoted.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            setFormat(
                static_cast<int>(m.capturedStart()), static_cast<int>(m.capturedLength()), m_text);
        }
        if (const auto m = scalar.match(text); m.hasMatch())
            setFormat(static_cast<int>(m.capturedStart(1)),
                static_cast<int>(m.capturedLength(1)),
                m_number);
        if (const auto m = comment.match(text);
            m.hasMatch() && !insideQuotes(text, m.capturedStart()))
            setFormat(static_cast<int>(m.capturedStart()),
                static_cast<int>(m.capturedLength()),
                m_comment);
    }

private:
    static bool insideQuotes(const QString &text, qsizetype at)
    {
        bool single = false;
        bool dbl = false;
        for (qsizetype i = 0; i < at; ++i) {
            if (text[i] == u'\'' && !dbl)
                single = !single;
            else if (text[i] == u'"' && !single)
                dbl = !dbl;
        }
        return single || dbl;
    }

    QTextCharFormat m_key;
    QTextCharFormat m_text;
    QTextCharFormat m_number;
    QTextCharFormat m_comment;
};
} // namespace

YamlEditor::YamlEditor(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabChangesFocus(true); // YAML has no tabs; Tab moves on, as everywhere in the wizard
    new YamlHighlighter(document(), palette());
}

void YamlEditor::setProblems(const QList<ray::SpecProblem> &problems)
{
    m_problems = problems;
    m_markedLines.clear();
    QList<QTextEdit::ExtraSelection> marks;
    for (const ray::SpecProblem &p : problems) {
        if (p.line <= 0)
            continue;
        const QTextBlock block = document()->findBlockByNumber(p.line - 1);
        if (!block.isValid())
            continue;
        QTextEdit::ExtraSelection mark;
        mark.cursor = QTextCursor(block);
        mark.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        mark.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        const bool error = p.severity == ray::SpecProblem::Severity::Error;
        mark.format.setUnderlineColor(error ? QColor(0xd3, 0x2f, 0x2f) : QColor(0xe0, 0x9b, 0x00));
        mark.format.setToolTip(p.message);
        marks.append(mark);
        if (!m_markedLines.contains(p.line))
            m_markedLines.append(p.line);
    }
    setExtraSelections(marks);
}

void YamlEditor::goTo(int line, int column)
{
    const QTextBlock block = document()->findBlockByNumber(std::max(0, line - 1));
    if (!block.isValid())
        return;
    QTextCursor cursor(block);
    cursor.movePosition(QTextCursor::Right,
        QTextCursor::MoveAnchor,
        std::clamp(column - 1, 0, static_cast<int>(block.length()) - 1));
    setTextCursor(cursor);
    centerCursor();
    setFocus();
}

bool YamlEditor::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int line = cursorForPosition(help->pos()).blockNumber() + 1;
        QStringList messages;
        for (const ray::SpecProblem &p : std::as_const(m_problems)) {
            if (p.line == line)
                messages.append(p.message);
        }
        if (!messages.isEmpty())
            QToolTip::showText(help->globalPos(), messages.join(u'\n'), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

} // namespace vmray
