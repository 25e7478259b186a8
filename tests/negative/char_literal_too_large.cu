__global__ void k(int* out) {
    out[0] = u'\U0001F600';
}
int main() {}
