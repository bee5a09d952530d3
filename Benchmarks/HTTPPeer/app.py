"""The peer of the HTTP benchmark: what a developer would write in an afternoon to serve the
same product documents as `tasch serve` from the same catalogue file, with FastAPI and uvicorn.

    TASCH_CATALOGUE=catalogue.json uvicorn app:app --port 8000 --no-access-log

It reads the whole catalogue at start, keeps the products in a dict by id and a list by name,
and builds each document as a request asks for it: the detail of one product, and a page of a
search (every word of the query in the name or short description, ignoring case).
"""

import json
import os
from decimal import Decimal

from fastapi import FastAPI, HTTPException

with open(os.environ["TASCH_CATALOGUE"], encoding="utf-8") as file:
    catalogue = json.load(file)

currency = catalogue.get("currency", "USD")
products = {product["id"]: product for product in catalogue["products"]}
by_name = sorted(catalogue["products"], key=lambda product: (product["name"].lower(), product["id"]))

app = FastAPI()


def money(text):
    amount = Decimal(text)
    symbol = "$" if currency == "USD" else currency + " "
    return {
        "amount": f"{amount:.2f}",
        "currency": currency,
        "formatted": f"{symbol}{amount:,.2f}",
        "minorUnits": int(amount * 100),
    }


def rating(ratings):
    counts = {int(stars): count for stars, count in (ratings or {}).items()}
    total = sum(counts.values())
    average = round(sum(stars * count for stars, count in counts.items()) / total, 2) if total else None
    return {"average": average, "count": total, "mine": None}


def summary(product):
    return {
        "id": product["id"],
        "inStock": product["stock"] > 0,
        "inWishList": False,
        "name": product["name"],
        "price": money(product["price"]),
        "rating": rating(product.get("ratings")),
        "shortDescription": product.get("shortDescription", ""),
        "stock": product["stock"],
    }


@app.get("/api/products/{product_id}")
def product(product_id: int):
    found = products.get(product_id)
    if found is None:
        raise HTTPException(status_code=404, detail=f"There is no product {product_id}.")
    document = summary(found)
    document["description"] = found.get("description", "")
    document["colors"] = found.get("colors", [])
    document["dimensions"] = found.get("dimensions", {})
    return document


@app.get("/api/products")
def search(search: str = "", limit: int = 20, offset: int = 0):
    words = search.lower().split()
    matching = [
        product
        for product in by_name
        if all(
            word in product["name"].lower() or word in product.get("shortDescription", "").lower()
            for word in words
        )
    ]
    page = matching[offset : offset + limit]
    return {"products": [summary(product) for product in page], "total": len(matching)}
