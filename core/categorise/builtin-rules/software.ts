import { type BuiltinRule, group } from "./rule-types";

// biome-ignore format: word list
const ACCOUNTING_SOFTWARE = [
  "Xero|xero uk|xero limited", "QuickBooks|intuit|intuit quickbooks|qbooks", "FreeAgent",
  "Sage UK|=sage|sage one|sage business cloud|sage software", "KashFlow", "Dext|receipt bank", "Hubdoc",
  "FreshBooks", "ClearBooks|clear books", "Pandle", "TaxCalc", "BrightPay", "Zoho",
  "Float cashflow|floatapp|float app", "Fathom HQ|fathomhq", "AutoEntry", "ApprovalMax",
];

// biome-ignore format: word list
const CLOUD_AND_PRODUCTIVITY = [
  "Microsoft|msft|microsoft 365|microsoft office|office 365|microsoft azure|azure",
  "Google Workspace|google gsuite|gsuite|google cloud|google workspace|g suite|google storage|google one|=google",
  "Adobe|adobe systems|adobe creative cloud|adobe acropro|adobe stock",
  "AWS|aws emea|amazon web services|aws amazon", "DigitalOcean|digital ocean", "GitHub", "GitLab",
  "Atlassian|jira|confluence|bitbucket", "Slack Technologies|=slack|slack com",
  "Zoom.us|=zoom|zoom us|zoom video|zoom com", "Dropbox", "Canva", "Mailchimp|intuit mailchimp|mailchimp com",
  "Shopify|shopify subscription", "Squarespace|sqsp", "Wix|wix com", "GoDaddy", "123-reg|123 reg|123reg",
  "IONOS|1and1|1 1 ionos", "Fasthosts", "Namecheap", "Heroku", "Vercel", "Netlify", "Cloudflare",
  "Linode|akamai linode", "Hetzner", "OVH|ovhcloud",
  "Apple.com/bill|apple com bill|itunes|apple services|apple icloud|icloud", "Notion.so|=notion|notion labs",
  "Figma", "Miro.com|=miro|realtimeboard", "Asana|asana com", "Trello", "monday.com|monday com", "ClickUp",
  "Basecamp", "Calendly", "DocuSign", "1Password|agilebits", "LastPass", "Norton|nortonlifelock", "McAfee",
  "Bitdefender", "JetBrains", "OpenAI|chatgpt|openai com", "Anthropic|claude ai", "Grammarly", "Zapier", "HubSpot",
  "Salesforce", "Pipedrive", "Freshdesk|freshworks", "Intercom", "TeamViewer", "LogMeIn|goto com|goto technologies",
  "SurveyMonkey|momentive", "Typeform", "Webflow", "WordPress|automattic|wordpress com", "WP Engine|wpengine",
  "SendGrid", "Twilio", "Deputy.com|=deputy|deputy com", "RotaCloud", "BreatheHR|breathe hr", "CharlieHR", "Xink",
  "Loom.com|=loom|loom com", "Airtable", "Evernote", "Todoist", "Setapp", "Envato", "Squarespace Domains",
  "Hostinger", "Krystal Hosting|krystal", "Siteground", "Bluehost", "Wistia", "Vimeo", "Descript",
  "Otter.ai|otter ai", "Sketch BV|=sketch", "Framer BV|=framer", "Postmark|wildbit",
  "Sentry.io|=sentry|functional software", "Datadog", "Fly.io|fly io", "Render.com|render com", "Supabase",
  "MongoDB", "Backblaze", "Tresorit", "ESET", "Kaspersky", "Malwarebytes",
];

export const SOFTWARE_RULES: BuiltinRule[] = [
  ...group("software-it", "is accounting software", 0.93, ACCOUNTING_SOFTWARE),
  ...group("software-it", "is software or a cloud service", 0.9, CLOUD_AND_PRODUCTIVITY),
];
