import { and, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, otpChallenges, sessions, stepTokens, surveyResponses } from './tables';

export type CustomerRow = typeof customers.$inferSelect;
export type ChallengeRow = typeof otpChallenges.$inferSelect;
type Purpose = ChallengeRow['purpose'];

const notDeactivated = ne(customers.status, 'deactivated');

export const customersRepository = {
  async byMobile(db: Executor, merchantId: number, mobileNumber: string): Promise<CustomerRow | undefined> {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.merchantId, merchantId), eq(customers.mobileNumber, mobileNumber), notDeactivated))
      .limit(1);
    return row;
  },

  async byEmail(db: Executor, merchantId: number, email: string): Promise<CustomerRow | undefined> {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.merchantId, merchantId), eq(customers.email, email), notDeactivated))
      .limit(1);
    return row;
  },

  /** Any status: an operator may read a deactivated account's records. */
  async byUuid(db: Executor, merchantId: number, uuid: string): Promise<CustomerRow | undefined> {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.merchantId, merchantId), eq(customers.uuid, uuid)))
      .limit(1);
    return row;
  },

  async byId(db: Executor, id: number): Promise<CustomerRow | undefined> {
    const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
    return row;
  },

  async insert(db: Executor, values: typeof customers.$inferInsert): Promise<CustomerRow> {
    const [row] = await db.insert(customers).values(values).returning();
    if (!row) throw new Error('customer insert returned nothing');
    return row;
  },

  async update(db: Executor, id: number, changes: Partial<typeof customers.$inferInsert>): Promise<CustomerRow> {
    const [row] = await db
      .update(customers)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(customers.id, id))
      .returning();
    if (!row) throw new Error('customer update returned nothing');
    return row;
  },

  /**
   * Takes one PIN try before the PIN is compared, in one statement so parallel requests queue on the
   * row: none when the account is locked (undefined). The try that reaches `maxFailures` locks the
   * account until `lockUntil` and is returned with `lockedUntil` set: if its PIN is wrong too, the
   * caller answers "locked". A try counts as a failure until `clearPinFailures` says it was right.
   */
  async takePinTry(
    db: Executor,
    id: number,
    now: Date,
    rule: { maxFailures: number; lockUntil: Date },
  ): Promise<{ lockedUntil: Date | null } | undefined> {
    const reachesMax = sql`${customers.pinFailures} + 1 >= ${rule.maxFailures}`;
    const [row] = await db
      .update(customers)
      .set({
        pinFailures: sql`case when ${reachesMax} then 0 else ${customers.pinFailures} + 1 end`,
        lockedUntil: sql`case when ${reachesMax} then ${rule.lockUntil.toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(customers.id, id), or(isNull(customers.lockedUntil), lte(customers.lockedUntil, now))))
      .returning({ lockedUntil: customers.lockedUntil });
    return row;
  },

  /** A right PIN: the tries taken so far are forgiven and any lock its own try took is lifted. */
  async clearPinFailures(db: Executor, id: number): Promise<void> {
    await db.update(customers).set({ pinFailures: 0, lockedUntil: null }).where(eq(customers.id, id));
  },

  // ——— one-time codes ———
  async lastChallenge(db: Executor, customerId: number, purpose: Purpose): Promise<ChallengeRow | undefined> {
    const [row] = await db
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.customerId, customerId), eq(otpChallenges.purpose, purpose)))
      .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
      .limit(1);
    return row;
  },

  /** The newest live code sent to a destination over a channel. */
  async liveChallenge(
    db: Executor,
    customerId: number,
    channel: ChallengeRow['channel'],
    destination: string,
    now: Date,
  ): Promise<ChallengeRow | undefined> {
    const [row] = await db
      .select()
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.customerId, customerId),
          eq(otpChallenges.channel, channel),
          eq(otpChallenges.destination, destination),
          isNull(otpChallenges.consumedAt),
          gt(otpChallenges.expiresAt, now),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
      .limit(1);
    return row;
  },

  async insertChallenge(db: Executor, values: typeof otpChallenges.$inferInsert): Promise<number> {
    // A new code replaces any earlier live one of the same purpose.
    await db
      .update(otpChallenges)
      .set({ consumedAt: values.createdAt ?? new Date() })
      .where(
        and(
          eq(otpChallenges.customerId, values.customerId),
          eq(otpChallenges.purpose, values.purpose),
          isNull(otpChallenges.consumedAt),
        ),
      );
    const [row] = await db.insert(otpChallenges).values(values).returning({ id: otpChallenges.id });
    if (!row) throw new Error('challenge insert returned nothing');
    return row.id;
  },

  async deleteChallenge(db: Executor, id: number): Promise<void> {
    await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
  },

  /**
   * Takes one try at a code before it is compared: the count rises in the same statement that checks
   * it, so parallel guesses cannot all be compared. The tries so far, or why none is left: the tries are
   * spent, or the code was used meanwhile.
   */
  async takeCodeTry(db: Executor, id: number, maxAttempts: number): Promise<number | 'spent' | 'used'> {
    const [row] = await db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(
        and(
          eq(otpChallenges.id, id),
          isNull(otpChallenges.consumedAt),
          sql`${otpChallenges.attempts} < ${maxAttempts}`,
        ),
      )
      .returning({ attempts: otpChallenges.attempts });
    if (row) return row.attempts;
    const [now] = await db
      .select({ consumedAt: otpChallenges.consumedAt })
      .from(otpChallenges)
      .where(eq(otpChallenges.id, id));
    return now?.consumedAt ? 'used' : 'spent';
  },

  /** Marks a code used; false when another request used it first. */
  async consumeChallenge(db: Executor, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
      .returning({ id: otpChallenges.id });
    return rows.length === 1;
  },

  // ——— step tokens ———
  async insertStepToken(db: Executor, values: typeof stepTokens.$inferInsert): Promise<void> {
    await db.insert(stepTokens).values(values);
  },

  async liveStepToken(db: Executor, hash: string, now: Date) {
    const [row] = await db
      .select()
      .from(stepTokens)
      .where(and(eq(stepTokens.tokenHash, hash), isNull(stepTokens.usedAt), gt(stepTokens.expiresAt, now)))
      .limit(1);
    return row;
  },

  /** Marks a step token used; false when it was used already (a replay). */
  async useStepToken(db: Executor, hash: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(stepTokens)
      .set({ usedAt: now })
      .where(and(eq(stepTokens.tokenHash, hash), isNull(stepTokens.usedAt)))
      .returning({ hash: stepTokens.tokenHash });
    return rows.length === 1;
  },

  // ——— sessions ———
  async insertSession(db: Executor, values: typeof sessions.$inferInsert): Promise<void> {
    await db.insert(sessions).values(values);
  },

  async sessionByHash(db: Executor, hash: string) {
    const [row] = await db
      .select({ session: sessions, customer: customers })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(eq(sessions.tokenHash, hash))
      .limit(1);
    return row;
  },

  async touchSession(db: Executor, id: number, now: Date, expiresAt: Date): Promise<void> {
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
  },

  async revokeSessions(db: Executor, customerId: number, now: Date, exceptHash?: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.customerId, customerId),
          isNull(sessions.revokedAt),
          exceptHash ? ne(sessions.tokenHash, exceptHash) : undefined,
        ),
      );
  },

  async revokeSession(db: Executor, hash: string, now: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt)));
  },

  // ——— the registration survey ———
  /**
   * Records a customer's survey response, once: false when they already have one. The customer is the
   * key, so of two answers sent at once the second waits for the first and then inserts nothing.
   */
  async insertSurveyResponse(db: Executor, values: typeof surveyResponses.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(surveyResponses)
      .values(values)
      .onConflictDoNothing({ target: surveyResponses.customerId })
      .returning({ customerId: surveyResponses.customerId });
    return rows.length > 0;
  },
};
