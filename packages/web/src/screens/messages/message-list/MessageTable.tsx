import type { MessageList } from "@wellkit/core"
import { Link } from "react-router-dom"
import { TableHead } from "../../../components/TableHead.js"
import { useTranslation } from "../../../i18n/index.js"

interface MessageTableProps {
  readonly messages: MessageList
  readonly selected: number | undefined
  readonly hrefFor: (messageHeaderId: number) => string
}

export const MessageTable = ({ messages, selected, hrefFor }: MessageTableProps) => {
  const { t } = useTranslation()
  return (
    <table className="w-full border-collapse text-left text-sm">
      <TableHead
        columns={(["messageId", "name", "channel", "status", "updated"] as const).map((column) =>
          t(`messages.list.columns.${column}`),
        )}
      />
      <tbody>
        {messages.map((message) => {
          const current = message.messageHeaderId === selected
          return (
            <tr
              key={message.messageHeaderId}
              className={`border-b border-slate-100 ${current ? "bg-brand-50" : "hover:bg-slate-50"}`}
            >
              <td className="py-2 pr-3 font-mono">
                <Link
                  to={hrefFor(message.messageHeaderId)}
                  aria-current={current ? "true" : undefined}
                  className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2"
                >
                  {message.messageId}
                </Link>
              </td>
              <td className="py-2 pr-3">{message.name}</td>
              <td className="py-2 pr-3">{t(`messages.channel.${message.channel}`)}</td>
              <td className="py-2 pr-3">
                {message.isActive ? (
                  t("messages.list.active")
                ) : (
                  <span className="text-slate-500">{t("messages.list.inactive")}</span>
                )}
              </td>
              <td className="py-2 whitespace-nowrap text-slate-600">
                <time dateTime={message.updatedAt}>
                  {new Date(message.updatedAt).toLocaleDateString("en")}
                </time>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
