package minicontainers

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	mc "tallyman/engines/minicontainers"
)

// AutomaInput is what `tallyman minicontainers automa` reads:
//
//	{"phase": "container"|"trash",
//	 "row": [{"type": "blue", "volume": 5, "containers": ["yellow", "orange"]}, null, ...],
//	 "containers": [{"type": "blue", "size": 6, "fill": 3}, {"thrift_shop": true, "types_used": ["blue"]}]}
//
// row holds the open Automa cards by place (at most 6; null where a place
// is empty), each with its trash side (type, volume 1-7) and its two
// containers, left (6) then right (7); a module card is {"kind":
// "thrift_shop"|"recycling_centre"|"waste_collection"}. containers is the
// row on the table, left to right (needed in the trash phase).
type AutomaInput struct {
	Phase      mc.AutomaPhase  `json:"phase"`
	Row        []*mc.Card      `json:"row"`
	Containers []ContainerJSON `json:"containers"`
}

// ContainerJSON is one container of AutomaInput: an ordinary one
// with its type, size (6 or 7) and fill (units of trash in it, 0 to
// size); or a thrift shop ("thrift_shop": true, "types_used": the types
// already on it); or a recycling centre ("recycling_centre": true).
// "waste_collection": true marks a container closed by a waste collection
// card this round; "cards" counts the trash cards on it (default: 1 when
// the fill is above 0).
type ContainerJSON struct {
	Type            *mc.Type  `json:"type,omitempty"`
	Size            int       `json:"size,omitempty"`
	Fill            int       `json:"fill,omitempty"`
	ThriftShop      bool      `json:"thrift_shop,omitempty"`
	TypesUsed       []mc.Type `json:"types_used,omitempty"`
	RecyclingCentre bool      `json:"recycling_centre,omitempty"`
	WasteCollection bool      `json:"waste_collection,omitempty"`
	Cards           *int      `json:"cards,omitempty"`
}

// AutomaOutput is what it prints with --json: play (the Automa row
// place played, or null), candidates (the places tied when the starting
// player must choose; the one played otherwise; empty when none can be
// played), target (the container index a trash card goes on, or null) and
// the reason in words.
type AutomaOutput struct {
	Play       *int   `json:"play"`
	Candidates []int  `json:"candidates"`
	Target     *int   `json:"target"`
	Reason     string `json:"reason"`
}

// ParseAutoma reads and checks an AutomaInput. Errors name the
// field at fault: unknown fields, a phase other than "container" or
// "trash", more than 6 places, a card without its type, volume or two
// containers, a container without a type, a size other than 6 or 7, a
// fill outside 0 to size, or a thrift shop with a size.
func ParseAutoma(data []byte) (mc.AutomaPhase, []*mc.Card, []mc.Container, error) {
	var in AutomaInput
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		if errors.Is(err, io.EOF) {
			return "", nil, nil, fmt.Errorf("no input: pipe in the JSON, for example {\"phase\": \"trash\", \"row\": [...], \"containers\": [...]}")
		}
		return "", nil, nil, fmt.Errorf("bad JSON: %v", err)
	}
	if in.Phase != mc.AutomaContainer && in.Phase != mc.AutomaTrash {
		return "", nil, nil, fmt.Errorf(`"phase" must be "container" or "trash", not %q`, in.Phase)
	}
	if len(in.Row) > mc.Standard.AutomaPlaces {
		return "", nil, nil, fmt.Errorf(`"row" has %d places: the Automa row has %d`, len(in.Row), mc.Standard.AutomaPlaces)
	}
	var conts []mc.Container
	for i, c := range in.Containers {
		k := mc.Container{By: mc.AutomaSeat}
		switch {
		case c.ThriftShop && c.RecyclingCentre:
			return "", nil, nil, fmt.Errorf("containers[%d]: a thrift shop or a recycling centre, not both", i)
		case c.ThriftShop || c.RecyclingCentre:
			if c.Type != nil || c.Size != 0 || c.Fill != 0 {
				return "", nil, nil, fmt.Errorf("containers[%d]: a thrift shop or recycling centre has no type, size or fill", i)
			}
			k.Kind = mc.RecyclingCentre
			if c.ThriftShop {
				k.Kind = mc.ThriftShop
				for _, t := range c.TypesUsed {
					if k.Used[t] {
						return "", nil, nil, fmt.Errorf("containers[%d]: %s is used twice in types_used", i, t)
					}
					k.Used[t] = true
					k.Cards++
				}
			} else if len(c.TypesUsed) > 0 {
				return "", nil, nil, fmt.Errorf("containers[%d]: types_used is for thrift shops", i)
			}
		default:
			if c.Type == nil {
				return "", nil, nil, fmt.Errorf(`containers[%d]: needs its "type" (or "thrift_shop": true)`, i)
			}
			if c.Size != mc.Standard.LeftSize && c.Size != mc.Standard.RightSize {
				return "", nil, nil, fmt.Errorf(`containers[%d]: "size" is %d or %d, not %d`, i, mc.Standard.LeftSize, mc.Standard.RightSize, c.Size)
			}
			if c.Fill < 0 || c.Fill > c.Size {
				return "", nil, nil, fmt.Errorf(`containers[%d]: "fill" runs from 0 to %d, not %d`, i, c.Size, c.Fill)
			}
			if len(c.TypesUsed) > 0 {
				return "", nil, nil, fmt.Errorf("containers[%d]: types_used is for thrift shops", i)
			}
			k.Type, k.Size, k.Fill = *c.Type, c.Size, c.Fill
			if c.Fill > 0 {
				k.Cards = 1
			}
		}
		if c.Cards != nil {
			if *c.Cards < 0 {
				return "", nil, nil, fmt.Errorf("containers[%d]: cards cannot be negative", i)
			}
			k.Cards = *c.Cards
		}
		k.Waste = c.WasteCollection
		conts = append(conts, k)
	}
	return in.Phase, in.Row, conts, nil
}

// Automa reads an AutomaInput from data and writes the Automa's
// decision to w: with asJSON an AutomaOutput, else the reason in words.
// Errors: those of ParseAutoma.
func Automa(w io.Writer, data []byte, asJSON bool) error {
	phase, row, conts, err := ParseAutoma(data)
	if err != nil {
		return err
	}
	d := mc.Decide(phase, row, conts)
	out := AutomaOutput{Candidates: d.Candidates, Reason: d.Reason}
	if d.Play >= 0 {
		out.Play = &d.Play
	}
	if d.Target >= 0 {
		out.Target = &d.Target
	}
	if asJSON {
		enc := json.NewEncoder(w)
		return enc.Encode(out)
	}
	_, err = fmt.Fprintln(w, "Automa: "+d.Reason+".")
	return err
}
