package minicontainers

import (
	"fmt"

	"tallyman/assistant/session"
	mc "tallyman/engines/minicontainers"
	"tallyman/engines/words"
)

// Own says move m (made in state s) in the words of the seat that made
// it, for its phone's undo question (session.Engine.Own), as the player
// would say it at the table (mini-containers.txt): "you played yellow 6 +
// orange 7 as containers", "your mini-deck of 5 cards, with 7 set aside",
// "you revealed orange 5 and played it on container 3 (orange 7)", "your
// recycling pick of 6", "you turned down the recycling bonus"; the
// Automa's and the Dummy's moves, which the starting player makes for
// them, as "the card you entered at Automa place 2: …", "the Dummy's card
// you entered: …". It names only what the seat knows: its own cards,
// picks and deck, and the cards the table sees; never another seat's
// pick. For that seat's phone only (the pick is its secret).
func Own(s *mc.State, m mc.Move) string {
	switch m.Type {
	case mc.DealHand:
		sum := 0
		for _, v := range m.Volumes {
			sum += v
		}
		return fmt.Sprintf("the %s dealt to you face up (trash adding up to %d)", words.Plural(len(m.Volumes), "card"), sum)
	case mc.RowCard:
		if m.Card != nil {
			return fmt.Sprintf("the card you entered at Automa place %d: %s", m.Index+1, m.Card)
		}
	case mc.AutomaPlay:
		if m.Index < 0 || m.Index >= len(s.Automa) || s.Automa[m.Index].Open == nil {
			return "the Automa's turn without a card"
		}
		c := *s.Automa[m.Index].Open
		if s.Phase == mc.Containers {
			return fmt.Sprintf("your choice among the Automa's tied cards: place %d, played as containers (%s)", m.Index+1, containers(c))
		}
		return fmt.Sprintf("your choice among the Automa's tied cards: %s from place %d, played as trash", trash(c), m.Index+1)
	case mc.PlayContainer:
		if m.Card != nil {
			if m.Card.Kind != mc.Ordinary {
				return "you played " + cardName(*m.Card) + " instead of containers"
			}
			return "you played " + containers(*m.Card) + " as containers"
		}
	case mc.DummyPlay:
		if m.Card != nil {
			c := *m.Card
			switch {
			case s.Phase == mc.Containers && !c.HasContainers():
				return "the Dummy's card you entered: " + cardName(c) + ", discarded"
			case s.Phase == mc.Containers:
				return "the Dummy's card you entered: " + containers(c) + " as containers"
			case c.Kind != mc.Ordinary:
				return "the Dummy's card you entered: " + cardName(c) + ", discarded"
			}
			return "the Dummy's card you entered: " + trash(c) + " as trash"
		}
	case mc.FormDeck:
		if m.Player >= 0 && m.Player < len(s.Players) {
			return fmt.Sprintf("your mini-deck of %s, with %d set aside", words.Plural(m.Size, "card"), s.Players[m.Player].Hand-m.Size)
		}
	case mc.Pick:
		if m.Number == 0 {
			return "your recycling pick of a card without a number"
		}
		return fmt.Sprintf("your recycling pick of %d", m.Number)
	case mc.BonusPlay:
		if m.Use {
			return "your recycling bonus: the top card of your mini-deck played on the recycling centre"
		}
		return "you turned down the recycling bonus"
	case mc.Reveal:
		if m.Card != nil {
			if m.Target < 0 || m.Target >= len(s.Row) {
				return "you revealed " + trash(*m.Card) + ", which no container took: you lost the round"
			}
			return fmt.Sprintf("you revealed %s and played it on container %d (%s)", trash(*m.Card), m.Target+1, container(s.Row[m.Target]))
		}
	case mc.Pass:
		if m.Player >= 0 && m.Player < len(s.Players) {
			return fmt.Sprintf("you passed, setting aside the %s of your mini-deck and %d from the draw pile", words.Plural(s.Players[m.Player].Deck, "card"), mc.Standard.PassDraw)
		}
	}
	return session.OwnWords(mc.DescribeMove(s, m), s.Name(m.Player))
}

// cardName names a module card with its article: "a thrift shop", "a
// recycling centre", "a waste collection card"; an ordinary card by both
// sides (mc.Card.String).
func cardName(c mc.Card) string {
	switch c.Kind {
	case mc.ThriftShop:
		return "a thrift shop"
	case mc.RecyclingCentre:
		return "a recycling centre"
	case mc.WasteCollection:
		return "a waste collection card"
	}
	return c.String()
}

// trash writes a card played as trash: "orange 5", "a waste collection
// card" (cardName for a module card).
func trash(c mc.Card) string {
	if c.Kind != mc.Ordinary {
		return cardName(c)
	}
	return c.TrashString()
}

// containers writes a card played as containers: "yellow 6 + orange 7",
// "a thrift shop" (cardName for a module card).
func containers(c mc.Card) string {
	if c.Kind != mc.Ordinary {
		return cardName(c)
	}
	return c.ContainerString()
}

// container names a container of the row by what it is, not how full:
// "orange 7", "a thrift shop", "a recycling centre".
func container(k mc.Container) string {
	if k.Kind != mc.Ordinary {
		return cardName(mc.Card{Kind: k.Kind})
	}
	return fmt.Sprintf("%s %d", k.Type, k.Size)
}
