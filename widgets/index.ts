// The all-in-one entry: importing it registers every widget (each registration is idempotent).
import './contact/define';
