struct Token {
    __host__ __device__ Token() {}
    __host__ __device__ explicit Token(const Token&) {}
};
__device__ void take(Token) {}
__device__ Token give(const Token& t) { return t; }
__global__ void k() {
    Token a;
    Token b = a;
    take(a);
    Token c(give(a));
}
