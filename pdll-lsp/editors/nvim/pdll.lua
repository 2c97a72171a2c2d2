-- Neovim (0.8+) configuration for PDLL: the filetype and the pdll-lsp language server.
-- Put it in ~/.config/nvim/after/plugin/pdll.lua (or `dofile` it from init.lua).
vim.filetype.add({ extension = { pdll = 'pdll' } })

vim.api.nvim_create_autocmd('FileType', {
  pattern = 'pdll',
  callback = function(args)
    local root = vim.fs.find({ '.git', 'Cargo.toml' }, { upward = true, path = vim.fs.dirname(args.file) })[1]
    vim.lsp.start({
      name = 'pdll-lsp',
      -- `-I DIR` adds an include directory; so does init_options.includeDirs.
      cmd = { 'pdll-lsp' },
      root_dir = root and vim.fs.dirname(root) or vim.fs.dirname(args.file),
      init_options = { includeDirs = {} },
    })
  end,
})

-- Hover with K, definition with gd (Neovim 0.10 maps K by default).
vim.api.nvim_create_autocmd('LspAttach', {
  callback = function(args)
    local opts = { buffer = args.buf }
    vim.keymap.set('n', 'K', vim.lsp.buf.hover, opts)
    vim.keymap.set('n', 'gd', vim.lsp.buf.definition, opts)
    vim.bo[args.buf].omnifunc = 'v:lua.vim.lsp.omnifunc'
  end,
})
