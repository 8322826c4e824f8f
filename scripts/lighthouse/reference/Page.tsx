// The reference page: what the stack alone costs, with none of the app's code. The page the
// first-paint issue measured as the stack's floor: an app bar, a hero and 8 rails of 6 cards,
// in MUI, rendered on the server and hydrated inside startTransition.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const RAILS = Array.from({ length: 8 }, (_, rail) => ({
  title: `Rail ${rail + 1}`,
  cards: Array.from({ length: 6 }, (_, card) => `Title ${rail + 1}.${card + 1}`),
}));

export function ReferencePage() {
  return (
    <>
      <AppBar position="sticky">
        <Toolbar>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
            Reference
          </Typography>
          <Button color="inherit">Sign in</Button>
        </Toolbar>
      </AppBar>
      <main>
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#1b2430' }}>
          <img
            src="/hero.webp"
            alt=""
            width={800}
            height={450}
            fetchPriority="high"
            style={{ display: 'block', width: '100%', height: '100%' }}
          />
          <Typography variant="h4" component="h2" sx={{ position: 'absolute', left: 16, bottom: 16, color: '#fff' }}>
            Hero title
          </Typography>
        </Box>
        {RAILS.map((rail) => (
          <Box component="section" key={rail.title} sx={{ px: 2, py: 2 }}>
            <Typography variant="h6" component="h2">
              {rail.title}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1.5, overflowX: 'auto' }}>
              {rail.cards.map((title) => (
                <Card key={title} sx={{ flex: '0 0 160px' }}>
                  <CardMedia component="img" src="/card.webp" alt="" width={160} height={90} loading="lazy" />
                  <CardContent>
                    <Link href="#" variant="body2" color="text.primary">
                      {title}
                    </Link>
                  </CardContent>
                </Card>
              ))}
            </Box>
          </Box>
        ))}
      </main>
    </>
  );
}
