import {
  afterStatusPoll,
  getSubmissionStatusMessage,
  givenUp,
  type Step,
  statusAckMessage,
} from "../../../../core/filing/companies-house";
import type { PollResult, RegistryPoller } from "../submissions-worker";
import type { ChConfig } from "./ch-config";
import type { ChGateway } from "./ch-gateway-client";

type Log = { warn(obj: object, msg: string): void };

/** A step of core's as the worker stores it. */
export function pollResultOf(step: Step): PollResult {
  if (step.kind === "retry") return step;
  return {
    kind: "state",
    state: step.state,
    rejections: step.rejections,
    failure: step.failure,
    answered: step.answered,
  };
}

/**
 * One GetSubmissionStatus for the submission's number; a final answer (ACCEPT, REJECT, INTERNAL_FAILURE) is
 * acknowledged with StatusAck. A StatusAck that fails is only logged: the answer is kept already.
 */
export function chPoller(config: ChConfig, gateway: ChGateway, log?: Log): RegistryPoller {
  const request = { presenter: config.presenter, test: config.test };
  return {
    registry: "companies-house",
    async poll(row) {
      const number = row.submissionNumber ?? "";
      const answer = await gateway.send(
        getSubmissionStatusMessage({
          ...request,
          transactionId: `${number}S${row.attempts + 1}`,
          submissionNumber: number,
        }),
      );
      const step = afterStatusPoll(answer, number);
      if (step.kind === "state" && step.answered) {
        const ack = await gateway.send(statusAckMessage({ ...request, transactionId: `${number}A` }));
        if (ack.kind !== "answer") log?.warn({ submissionId: row.id, ack: ack.kind }, "StatusAck not acknowledged");
      }
      return pollResultOf(step);
    },
    giveUp: (faults) => pollResultOf(givenUp(faults)) as Extract<PollResult, { kind: "state" }>,
  };
}
