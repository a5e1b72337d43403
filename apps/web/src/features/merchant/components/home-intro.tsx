/** Home's title and lead (the merchant's snippet, else its name), on Home and in its first paint. */
export function HomeIntro({ title, lead }: { title: string; lead: string }) {
  return (
    <div className="home__intro">
      <h1 className="home__title">{title}</h1>
      {lead && <p className="home__lead">{lead}</p>}
    </div>
  );
}
