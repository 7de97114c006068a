import { GET as listTemplates } from "@/app/api/templates/route";
import { GET as listCategories } from "@/app/api/templates/categories/route";
import { GET as getTemplate } from "@/app/api/templates/[id]/route";
import { POST as generateTemplate } from "@/app/api/templates/generate/route";
import { POST as createDocument } from "@/app/api/documents/route";
import { db } from "@/lib/server/db";
import { referenceTemplateId, referenceTemplates } from "@/lib/server/seed-data";
import { TEMPLATE_CATEGORIES, type TemplateCategoryDto, type TemplateDetail, type TemplateSummary } from "@/lib/schemas/templates";
import { callRoute, createUser, disconnectDb, json } from "../support";

afterAll(disconnectDb);

type Session = Awaited<ReturnType<typeof createUser>>;
type ErrorBody = { error: { code: string; message: string; issues?: { path: string }[] } };

const list = (who: Session, search = "") => callRoute(listTemplates, { url: `/api/templates${search}`, cookie: who.cookie });
const getById = (who: Session, id: string) =>
  callRoute(getTemplate, { url: `/api/templates/${id}`, cookie: who.cookie, params: { id } });
const createDoc = (who: Session, body: unknown) =>
  callRoute(createDocument, { method: "POST", url: "/api/documents", body, cookie: who.cookie });
const usageOf = async (id: string) => (await db.template.findUniqueOrThrow({ where: { id } })).usageCount;
const generate = (who: Session, body: unknown) =>
  callRoute(generateTemplate, { method: "POST", url: "/api/templates/generate", body, cookie: who.cookie });

describe("templates API", () => {
  let alice: Session;
  let bob: Session;

  beforeEach(async () => {
    alice = await createUser({ firstName: "Alice" });
    bob = await createUser({ firstName: "Bob" });
  });

  it("is 401 without a session on every read", async () => {
    expect((await callRoute(listTemplates, { url: "/api/templates" })).status).toBe(401);
    expect((await callRoute(listCategories, { url: "/api/templates/categories" })).status).toBe(401);
    expect((await callRoute(getTemplate, { url: "/api/templates/ref-memo", params: { id: "ref-memo" } })).status).toBe(401);
  });

  it("lists the seeded library: four featured with time and sections, every category filled, a few premium", async () => {
    const res = await list(alice);
    expect(res.status).toBe(200);
    const templates = await json<TemplateSummary[]>(res);
    expect(templates.length).toBe(referenceTemplates.length);
    const featured = templates.filter((t) => t.isFeatured);
    expect(featured).toHaveLength(4);
    for (const t of featured) {
      expect(t.estimatedTime).toMatch(/min/);
      expect(t.structure.length).toBeGreaterThan(2);
    }
    for (const { id } of TEMPLATE_CATEGORIES) expect(templates.filter((t) => t.category === id).length).toBeGreaterThanOrEqual(3);
    expect(templates.filter((t) => t.isPremium).length).toBeGreaterThanOrEqual(3);
    expect(templates.every((t) => t.subcategory && t.tags.length > 0 && !t.isOwn)).toBe(true);
    expect(templates[0]).not.toHaveProperty("content"); // the list is light; content comes with GET by id
  });

  it("filters by ?category= and refuses an unknown category with 400", async () => {
    const academic = await json<TemplateSummary[]>(await list(alice, "?category=academic"));
    expect(academic.length).toBeGreaterThan(0);
    expect(academic.every((t) => t.category === "academic")).toBe(true);
    const bad = await list(alice, "?category=poems");
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).error.issues?.map((i) => i.path)).toContain("category");
  });

  it("lists the six categories with subcategories and the real number of templates in each", async () => {
    const res = await callRoute(listCategories, { url: "/api/templates/categories", cookie: alice.cookie });
    expect(res.status).toBe(200);
    const categories = await json<TemplateCategoryDto[]>(res);
    expect(categories.map((c) => c.category)).toEqual(TEMPLATE_CATEGORIES.map((c) => c.id));
    const business = categories.find((c) => c.category === "business")!;
    const inBusiness = referenceTemplates.filter((t) => t.category === "business");
    expect(business).toMatchObject({ name: "Business Documents", count: inBusiness.length });
    expect(business.subcategories).toEqual([...new Set(inBusiness.map((t) => t.subcategory))].sort());
  });

  it("GET by id returns name, content and the editor type; opening or reloading it is not a use", async () => {
    const id = referenceTemplateId("cover-letter");
    const before = await usageOf(id);
    const res = await getById(alice, id);
    expect(res.status).toBe(200);
    const detail = await json<TemplateDetail>(res);
    expect(detail).toMatchObject({ id, name: "Cover Letter", type: "letter", category: "business" });
    expect(detail.content).toContain("Why I am a good fit\n[");
    expect(detail.usageCount).toBe(before);
    // the editor page reloaded, and opened again by someone else: still no use
    await getById(alice, id);
    await getById(bob, id);
    expect(await usageOf(id)).toBe(before);
  });

  it("a document created from a template counts one use and remembers the template", async () => {
    const id = referenceTemplateId("essay-outline");
    const before = await usageOf(id);
    await getById(alice, id);
    await getById(alice, id);
    const res = await createDoc(alice, { title: "My essay", content: "Intro", templateId: id });
    expect(res.status).toBe(201);
    const doc = await json<{ id: string }>(res);
    expect(await usageOf(id)).toBe(before + 1);
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).template).toBe(id);
    // later saves of that document update it, and are not uses
    expect((await getById(alice, id)).status).toBe(200);
    expect(await usageOf(id)).toBe(before + 1);
    // a document without a template counts nothing
    expect((await createDoc(alice, { title: "Plain" })).status).toBe(201);
    expect(await usageOf(id)).toBe(before + 1);
  });

  it("a template id that is not the user's to see is not counted; a malformed one is 400", async () => {
    const created = await generate(alice, { templateType: "business-letter", requirements: ["a thank-you note"] });
    const { id } = await json<{ id: string }>(created);
    const before = await usageOf(id);
    const res = await createDoc(bob, { title: "Not mine", templateId: id });
    expect(res.status).toBe(201); // the document is still made, and nothing says the template exists
    const doc = await json<{ id: string }>(res);
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).template).toBeNull();
    expect(await usageOf(id)).toBe(before);
    expect((await createDoc(bob, { title: "Missing", templateId: "ref-no-such-template" })).status).toBe(201);
    const bad = await createDoc(alice, { title: "Bad", templateId: "../etc" });
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).error.issues?.[0]?.path).toBe("templateId");
  });

  it("a generated template is the user's own: listed first for them, 404 and unlisted for anyone else", async () => {
    const created = await generate(alice, { templateType: "business-letter", requirements: ["asking for a refund"] });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: string }>(created);

    const aliceList = await json<TemplateSummary[]>(await list(alice));
    expect(aliceList[0]).toMatchObject({ id, isOwn: true, category: "business" });
    const bobList = await json<TemplateSummary[]>(await list(bob));
    expect(bobList.some((t) => t.id === id)).toBe(false);

    const mine = await getById(alice, id);
    expect(mine.status).toBe(200);
    expect(await json<TemplateDetail>(mine)).toMatchObject({ id, type: "letter", usageCount: 0 });
    const theirs = await getById(bob, id);
    expect(theirs.status).toBe(404);
    expect((await db.template.findUniqueOrThrow({ where: { id } })).usageCount).toBe(0);
  });

  it("is 404 for a missing or malformed id", async () => {
    expect((await getById(alice, "ref-no-such-template")).status).toBe(404);
    expect((await getById(alice, "../etc")).status).toBe(404);
  });

  it("generate still validates: no type is 400 with 'Please select a template type.'", async () => {
    const res = await generate(alice, { requirements: ["x"] });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.message).toContain("Please select a template type.");
  });
});
