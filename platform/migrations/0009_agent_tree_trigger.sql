-- The closure table follows members.parent_id by itself: a new member gets its own row (depth 0)
-- and one row per ancestor; a member moved under another parent takes its whole subtree along.
-- Existing members are filled in once, here.
CREATE OR REPLACE FUNCTION member_tree_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.parent_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL AND EXISTS (SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.parent_id) THEN
    RAISE EXCEPTION 'member % cannot move under its own downline %', NEW.id, NEW.parent_id;
  END IF;
  -- Cut the subtree from its old ancestors, then hang it under the new parent's.
  DELETE FROM member_tree t
  WHERE t.descendant_id IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = NEW.id)
    AND t.ancestor_id IN (SELECT ancestor_id FROM member_tree WHERE descendant_id = NEW.id AND ancestor_id <> NEW.id);
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
    FROM member_tree up CROSS JOIN member_tree down
    WHERE up.descendant_id = NEW.parent_id AND down.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER members_tree_insert AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_tree_insert();--> statement-breakpoint
CREATE TRIGGER members_tree_move AFTER UPDATE OF parent_id ON members FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION member_tree_move();--> statement-breakpoint
WITH RECURSIVE up(descendant_id, ancestor_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT up.descendant_id, m.parent_id, up.depth + 1 FROM up JOIN members m ON m.id = up.ancestor_id WHERE m.parent_id IS NOT NULL
)
INSERT INTO member_tree (ancestor_id, descendant_id, depth) SELECT ancestor_id, descendant_id, depth FROM up;
