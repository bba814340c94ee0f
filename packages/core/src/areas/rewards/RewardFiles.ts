import { Effect } from "effect"
import * as Api from "../../api/RewardFiles.js"
import type { SuccessToast } from "../../errors/success.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { write } from "../../kit/write.js"

/** ADM-17, CLI-3: the 24-hour processing notice shown after a reward file is accepted. */
export const rewardFileUploaded: SuccessToast = {
  title: "SUCCESS.SUCCESS_TITLE",
  message: "SUCCESS.REWARD_FILE_UPLOADED",
}

/** ADM-17: uploads a reward file; the server answers at once and processes it within 24 hours. */
export const upload = (file: Api.RewardFileUpload) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.uploadRewardFile, client.rewardFiles.upload({ payload: file })),
    ),
    { toast: rewardFileUploaded, redirect: () => undefined },
  ).pipe(Effect.map(({ result, toast }) => ({ receipt: result, toast })))
