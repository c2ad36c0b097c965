# bcryptprimitives.dll for Wine 8.0 (Debian 12), which lacks it: Go 1.24
# and later load ProcessPrng from it at start-up, as on every Windows 10
# and 11. This one function is the whole DLL: it fills the buffer from
# BCryptGenRandom (bcrypt.dll, which Wine has) with the system's
# generator, as Windows' own ProcessPrng does. Used only by the Windows
# smoke run in .ci/run (.ci/windows-smoke builds it with binutils).
#
# BOOL ProcessPrng(PBYTE pbData, SIZE_T cbData): TRUE when filled.
	.intel_syntax noprefix
	.text

	.globl	DllMain
DllMain:
	mov	eax, 1
	ret

	.globl	ProcessPrng
ProcessPrng:
	sub	rsp, 40				# shadow space; the stack 16-aligned
	mov	rax, 0xffffffff			# BCryptGenRandom takes a ULONG count
	cmp	rdx, rax
	ja	1f
	mov	r8, rdx				# cbBuffer
	mov	rdx, rcx			# pbBuffer
	xor	ecx, ecx			# hAlgorithm: none, with the flag below
	mov	r9d, 2				# BCRYPT_USE_SYSTEM_PREFERRED_RNG
	call	[rip + __imp_BCryptGenRandom]
	test	eax, eax			# STATUS_SUCCESS
	jnz	1f
	mov	eax, 1
	add	rsp, 40
	ret
1:	xor	eax, eax
	add	rsp, 40
	ret
