package rivalseas

func (s *State) chooseBonus(m Move, ev *[]Event) error { return refuse("4", "not implemented yet") }
func (s *State) chooseStart(m Move, ev *[]Event) error { return refuse("4", "not implemented yet") }
func (s *State) dividend(m Move, ev *[]Event) error    { return refuse("6", "not implemented yet") }
func (s *State) endTurn(m Move, ev *[]Event) error     { return refuse("5.1", "not implemented yet") }
func (s *State) free(m Move, ev *[]Event) error        { return refuse("5.4", "not implemented yet") }
func (s *State) action(m Move, ev *[]Event) error      { return refuse("5.3", "not implemented yet") }
